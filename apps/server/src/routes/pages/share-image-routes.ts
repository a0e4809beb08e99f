import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cachedData, pageCacheKey } from '../../domain/public-pages/page-cache.js';
import { findProtocol, protocolCard } from '../../domain/public-pages/protocol-page.js';
import { findRiderProfile, riderCard } from '../../domain/public-pages/rider-page.js';
import type { ShareCard } from '../../domain/public-pages/share-card-svg.js';
import { createImageCache, shareImagePng } from '../../domain/public-pages/share-images.js';
import { seasonFromQuery } from '../../domain/public-pages/static-pages.js';
import { notFound } from '../../errors.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead } from '../../plugins/cache-class.js';
import { idFromPath } from './portal-url.js';

/** PNGs kept in memory: about 30–60 KB a card, a few hundred KB with a photo. */
const IMAGE_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * The share pictures the heads point at (og:image): a rider's and a protocol's card, and the
 * portal's for the other pages. A card's data is one cached read (the same use case as the page's
 * head); its PNG is rendered once per card content. The head's address carries the card's version
 * (`v=`), so the answer may be kept a day.
 */
export const shareImageRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const images = createImageCache(IMAGE_CACHE_BYTES);

  const sendPng = async (reply: FastifyReply, card: ShareCard) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await shareImagePng(ctx, images, card));

  const picture = (tags: (id: number | null) => ReturnType<typeof tag.rider>[]) => ({
    config: {
      access: 'public' as const,
      // A miss renders a picture (50–80 ms of a core): limited per address.
      cache: publicRead(({ params }: { params: { id?: string } }) => tags(idFromPath(params.id ?? '')), {
        signedIn: 'same',
        missesPerMinute: 60,
        keptByRoute: true,
      }),
    },
  });

  app.get(
    '/share/portal.png',
    picture(() => []),
    (_request, reply) => sendPng(reply, { kind: 'portal' }),
  );

  app.get<{ Params: { id: string }; Querystring: { year?: string } }>(
    '/share/rider/:id.png',
    picture((id) => (id ? [tag.rider(id)] : [])),
    async (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) throw notFound('Участник не найден');
      const year = seasonFromQuery(request.query.year);
      const card = await cachedData(ctx, pageCacheKey('data', 'rider-card', id, year), async () => {
        const profile = await findRiderProfile(ctx.database.db, id, year);
        return profile ? riderCard(profile) : null;
      });
      if (!card) throw notFound('Участник не найден');
      return sendPng(reply, card);
    },
  );

  const protocolPicture = picture((id) => (id ? [tag.protocol(id)] : []));
  app.get<{ Params: { id: string } }>('/share/protocol/:id.png', protocolPicture, async (request, reply) => {
    const id = idFromPath(request.params.id);
    if (!id) throw notFound('Протокол не найден');
    const card = await cachedData(ctx, pageCacheKey('data', 'protocol-card', id), async () => {
      const protocol = await findProtocol(ctx.database.db, id);
      return protocol ? protocolCard(protocol) : null;
    });
    if (!card) throw notFound('Протокол не найден');
    return sendPng(reply, card);
  });
};
