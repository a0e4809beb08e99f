import { imageDimensions } from '../../lib/image-dimensions.js';

/**
 * What a share picture may decode of a rider's photo: JPEG or PNG whose header
 * says at most 16 megapixels (a 12-megapixel phone photo fits; decoded, 64 MB of pixels), one photo
 * at a time. A photo past it, or whose header cannot be read, is not decoded: the card shows the
 * initials. The header is read before any pixel is: a small PNG may declare 20,000 × 20,000.
 */
export const PHOTO_DECODE_LIMITS = { pixels: 16_000_000, types: ['image/jpeg', 'image/png'] } as const;

export const isPhotoDecodable = (bytes: Uint8Array, contentType: string): boolean => {
  if (!(PHOTO_DECODE_LIMITS.types as readonly string[]).includes(contentType)) return false;
  const size = imageDimensions(bytes);
  return size !== null && size.width * size.height <= PHOTO_DECODE_LIMITS.pixels;
};

let decoding: Promise<unknown> = Promise.resolve();

/** Runs the rendering of a card with a photo after the one before has finished: one decoded photo in memory at a time. */
export const oneDecodeAtATime = <T>(render: () => Promise<T>): Promise<T> => {
  const run = decoding.then(render, render);
  decoding = run.catch(() => undefined);
  return run;
};
