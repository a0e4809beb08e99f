import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cachedData, pageCacheKey } from '../../domain/public-pages/page-cache.js';
import { findProtocol, protocolCard } from '../../domain/public-pages/protocol-page.js';
import { findRiderProfile, riderShareCard } from '../../domain/public-pages/rider-page.js';
import type { ShareCard } from '../../domain/public-pages/share-card-svg.js';
import { createImageCache, shareImagePng } from '../../domain/public-pages/share-images.js';
import { seasonFromQuery } from '../../domain/public-pages/static-pages.js';
import { notFound } from '../../errors.js';
import { fileAnswers } from '../http.js';
import { idFromPath } from './portal-url.js';

const TAGS = ['Страницы и картинки для ссылок'];

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

  const schema = (summary: string, missing?: string) => ({
    tags: TAGS,
    summary,
    response: fileAnswers(
      { type: 'image/png', description: 'Картинка PNG 1200×630 для предпросмотра ссылки' },
      missing ? { 404: missing } : {},
    ),
  });

  app.get('/share/portal.png', { schema: schema('Картинка портала для ссылок') }, (_request, reply) =>
    sendPng(reply, { kind: 'portal' }),
  );

  app.get<{ Params: { id: string }; Querystring: { year?: string } }>(
    '/share/rider/:id.png',
    {
      schema: schema(
        'Карточка участника для ссылок: имя, клуб, очки и места сезона (year — сезон)',
        'Участник не найден',
      ),
    },
    async (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) throw notFound('Участник не найден');
      const year = seasonFromQuery(request.query.year);
      const card = await cachedData(ctx, pageCacheKey('data', 'rider-card', id, year), async () => {
        const profile = await findRiderProfile(ctx.database.db, id, year);
        return profile ? riderShareCard(profile) : null;
      });
      if (!card) throw notFound('Участник не найден');
      return sendPng(reply, card);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/share/protocol/:id.png',
    { schema: schema('Карточка протокола для ссылок: гонка, дата и первые места', 'Протокол не найден') },
    async (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) throw notFound('Протокол не найден');
      const card = await cachedData(ctx, pageCacheKey('data', 'protocol-card', id), async () => {
        const protocol = await findProtocol(ctx.database.db, id);
        return protocol ? protocolCard(protocol) : null;
      });
      if (!card) throw notFound('Протокол не найден');
      return sendPng(reply, card);
    },
  );
};
