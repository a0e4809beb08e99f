import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedProtocolsRequestSchema,
  pagedProtocolsResponseSchema,
  pagedShortInfoRequestSchema,
  pagedShortInfoResponseSchema,
  protocolListQuerySchema,
  protocolQuerySchema,
  protocolViewSchema,
  shortProtocolSchema,
  int32Param,
} from '@velo/contracts';
import {
  listProtocols,
  pagedProtocols,
  pagedShortInfo,
} from '../../domain/public-protocols/protocol-lists.js';
import { protocolView } from '../../domain/public-protocols/protocol-view.js';
import { presentProtocolCsv } from '../../domain/public-protocols/present-protocol-csv.js';
import { tag } from '../../infra/cache-tags.js';
import {
  publicRead,
  riderMarks,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
} from '../../plugins/cache-class.js';
import { fileAnswers, sendCsv, withErrors } from '../http.js';

const TAGS = ['Протоколы'];
const idParams = z.object({ id: int32Param().positive() });
const protocolOf = ({ params }: ParamsOf<typeof idParams>) => [tag.protocol(params.id)];
/** Protocols of an event, or of an organizer or everyone's (any protocol's change). */
const listTags = (filter: { eventId?: number | null }) => [
  filter.eventId ? tag.event(filter.eventId) : tag.protocol(),
];

export const protocolReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/Protocol/list',
    {
      config: {
        access: 'public',
        cache: publicRead(({ query }: QueryOf<typeof protocolListQuerySchema>) => listTags(query), {
          signedIn: 'same',
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Протоколы мероприятия или организатора (до 1000, новые первыми)',
        querystring: protocolListQuerySchema,
        response: withErrors({ 200: z.array(shortProtocolSchema) }),
      },
    },
    async (request) => listProtocols(db(), request.query),
  );

  app.get(
    '/v1/Protocol/:id',
    {
      config: {
        access: 'public',
        cache: publicRead(protocolOf, {
          signedIn: riderMarks(({ query }: QueryOf<typeof protocolQuerySchema>) => ({
            marks: query.includeParticipantFavoritesMarks,
          })),
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Протокол с результатами, коэффициентами F и Q и отметками избранного',
        params: idParams,
        querystring: protocolQuerySchema,
        response: withErrors({ 200: protocolViewSchema }),
      },
    },
    async (request) =>
      protocolView(db(), request.user, request.params.id, request.query.includeParticipantFavoritesMarks),
  );

  app.get(
    '/v1/Protocol/:id/csv',
    {
      config: {
        access: 'public',
        cache: publicRead(protocolOf, { signedIn: 'same', missesPerMinute: 30 }),
      },
      schema: {
        tags: TAGS,
        summary: 'Протокол в CSV (UTF-8 с BOM, разделитель «;»)',
        params: idParams,
        response: fileAnswers(
          { type: 'text/csv', description: 'Таблица результатов протокола' },
          { 400: 'Неверный идентификатор протокола', 404: 'Протокол не найден' },
        ),
      },
    },
    async (request, reply) =>
      sendCsv(reply, presentProtocolCsv(await protocolView(db(), request.user, request.params.id, false))),
  );

  app.post(
    '/v1/Protocol/paged-short-info',
    {
      config: {
        access: 'public',
        cache: publicRead(({ body }: BodyOf<typeof pagedShortInfoRequestSchema>) => listTags(body), {
          signedIn: 'same',
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Протоколы мероприятия, постранично (по умолчанию — новые загрузки первыми)',
        body: pagedShortInfoRequestSchema,
        response: withErrors({ 200: pagedShortInfoResponseSchema }),
      },
    },
    async (request) => pagedShortInfo(db(), request.body),
  );

  app.post(
    '/v1/Protocol/paged',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ body }: BodyOf<typeof pagedProtocolsRequestSchema>) =>
            // A season's list shows each protocol's open protests too (any protocol's change).
            body.eventId
              ? listTags(body)
              : body.year
                ? [tag.season(body.year), tag.protocol()]
                : [tag.protocol()],
          { signedIn: 'same' },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Протоколы с конфигурацией и категорией, постранично',
        body: pagedProtocolsRequestSchema,
        response: withErrors({ 200: pagedProtocolsResponseSchema }),
      },
    },
    async (request) => pagedProtocols(db(), request.body),
  );
};
