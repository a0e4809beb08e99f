import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findProtocol, protocolCard } from '../../domain/public-pages/protocol-page.js';
import { findRiderProfile, riderShareCard } from '../../domain/public-pages/rider-page.js';
import type { ShareCard } from '../../domain/public-pages/share-card-svg.js';
import { createImageCache, shareImagePng } from '../../domain/public-pages/share-images.js';
import { seasonFromQuery } from '../../domain/public-pages/static-pages.js';
import { notFound } from '../../errors.js';
import { tag, type Tag } from '../../infra/cache-tags.js';
import { publicRead } from '../../plugins/cache-class.js';
import { fileAnswers } from '../http.js';
import { idFromPath } from './portal-url.js';

const TAGS = ['Страницы и картинки для ссылок'];

/** PNGs kept in memory: about 30–60 KB a card, a few hundred KB with a photo. */
const IMAGE_CACHE_BYTES = 48 * 1024 * 1024;

type PictureRequest = { params: { id?: string }; query: { year?: string } };

/**
 * The share pictures the heads point at (og:image): a rider's and a protocol's card, and the
 * portal's for the other pages. The read cache keeps each picture with the tags of its card's data
 * (the `v=` of the head's address is not part of its key); a miss reads the card (the page head's use
 * case) and renders its PNG only when the card changed: PNGs are kept by the card's content, the
 * data's version. The head's address carries that version, so the answer may be kept a day.
 */
export const shareImageRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const images = createImageCache(IMAGE_CACHE_BYTES);
  app.metrics.addCache('images', () => ({ bytes: images.calculatedSize, entries: images.size }));

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

  const picture = (tags: (id: number | null) => Tag[], schemaOf: ReturnType<typeof schema>) => ({
    config: {
      access: 'public' as const,
      // A miss may render a picture (50–80 ms of a core): limited per address.
      cache: publicRead(({ params }: PictureRequest) => tags(idFromPath(params.id ?? '')), {
        signedIn: 'same',
        missesPerMinute: 60,
        key: ({ params, query }: PictureRequest) => [
          idFromPath(params.id ?? ''),
          seasonFromQuery(query.year),
        ],
      }),
    },
    schema: schemaOf,
  });

  app.get(
    '/share/portal.png',
    picture(() => [], schema('Картинка портала для ссылок')),
    (_request, reply) => sendPng(reply, { kind: 'portal' }),
  );

  app.get<{ Params: { id: string }; Querystring: { year?: string } }>(
    '/share/rider/:id.png',
    picture(
      (id) => (id ? [tag.rider(id)] : []),
      schema(
        'Карточка участника для ссылок: имя, клуб, очки и места сезона (year — сезон)',
        'Участник не найден',
      ),
    ),
    async (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) throw notFound('Участник не найден');
      const year = seasonFromQuery(request.query.year);
      const profile = await findRiderProfile(ctx.database.db, id, year);
      if (!profile) throw notFound('Участник не найден');
      return sendPng(reply, riderShareCard(profile));
    },
  );

  const protocolPicture = picture(
    (id) => (id ? [tag.protocol(id)] : []),
    schema('Карточка протокола для ссылок: гонка, дата и первые места', 'Протокол не найден'),
  );
  app.get<{ Params: { id: string } }>('/share/protocol/:id.png', protocolPicture, async (request, reply) => {
    const id = idFromPath(request.params.id);
    if (!id) throw notFound('Протокол не найден');
    const protocol = await findProtocol(ctx.database.db, id);
    if (!protocol) throw notFound('Протокол не найден');
    return sendPng(reply, protocolCard(protocol));
  });
};
