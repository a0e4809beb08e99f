import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.js';
import { fileBytes, openFile } from '../files/read-file.js';
import { isPhotoDecodable, oneDecodeAtATime } from './photo-decoding.js';
import { cardSvg, type CardPhoto, type ShareCard } from './share-card-svg.js';

/**
 * Share pictures as PNG: the card's SVG rendered by resvg (@resvg/resvg-js, a prebuilt binary inside
 * its npm package) off the event loop, and kept in memory. A picture depends only on its card, so
 * the cache is keyed by the card's content and never goes stale: a changed card is another key
 * (and another `v=` in the head's image address, so messengers fetch it anew).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
];

/** A bigger photo is not read for a preview: the initials are drawn instead. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** Short and stable: the card's content, hashed. */
export const cardVersion = (card: ShareCard): string =>
  createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 12);

const render = async (svg: string): Promise<Buffer> =>
  (
    await renderAsync(svg, {
      font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'PT Sans' },
      fitTo: { mode: 'original' },
      logLevel: 'off',
    })
  ).asPng();

/** PNGs by their card's content, least recently used out first, within a byte budget (lru-cache). */
export const createImageCache = (maxBytes: number) =>
  new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length });

export type ImageCache = ReturnType<typeof createImageCache>;

/** A rider's photo, when it is public, a JPEG or PNG and within the decoding limits; else null (the initials). */
const loadPhoto = async (ctx: AppContext, fileId: string | null): Promise<CardPhoto | null> => {
  if (!fileId) return null;
  try {
    const { file, privacy } = await openFile(ctx, null, fileId);
    if (privacy !== 'public' || file.size > MAX_PHOTO_BYTES) return null;
    const bytes = await fileBytes(ctx, file);
    // Decoded only within its limits, judged by the header before any pixel (photo-decoding.ts).
    return isPhotoDecodable(bytes, file.contentType) ? { contentType: file.contentType, bytes } : null;
  } catch {
    // A photo whose bytes are gone still leaves a picture to share.
    return null;
  }
};

/** The card's PNG: from the cache, or rendered (with the photo read) and kept. */
export const shareImagePng = async (ctx: AppContext, cache: ImageCache, card: ShareCard): Promise<Buffer> => {
  const key = cardVersion(card);
  const cached = cache.get(key);
  if (cached) return cached;
  const photo = card.kind === 'rider' ? await loadPhoto(ctx, card.photoFileId) : null;
  const svg = cardSvg(card, photo);
  const png = await (photo ? oneDecodeAtATime(() => render(svg)) : render(svg));
  cache.set(key, png);
  return png;
};
