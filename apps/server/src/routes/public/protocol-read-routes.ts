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
} from '@velo/contracts';
import {
  listProtocols,
  pagedProtocols,
  pagedShortInfo,
} from '../../domain/public-protocols/protocol-lists.js';
import { protocolView } from '../../domain/public-protocols/protocol-view.js';
import { attachmentHeader, toCsv } from '../../lib/csv.js';
import { withErrors } from '../http.js';

const TAGS = ['Протоколы'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const STATUS_WORD = { F: '', DNF: 'DNF', DNS: 'DNS', DSQ: 'DSQ' } as const;

export const protocolReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/v1/Protocol/list',
    {
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
      schema: {
        tags: TAGS,
        summary: 'Протокол в CSV (UTF-8 с BOM, разделитель «;»)',
        params: idParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const protocol = await protocolView(db(), request.user, request.params.id, false);
      const csv = toCsv(
        [
          'Место',
          'Место (М/Ж)',
          'Фамилия',
          'Имя',
          'Год рождения',
          'Пол',
          'Команда',
          'Город',
          'Время',
          'Статус',
          'Очки',
          'Расчёт очков',
        ],
        protocol.results.map((r) => [
          r.place,
          r.genderPlace,
          r.lastName,
          r.firstName,
          r.yearOfBirth,
          r.gender === 'male' ? 'М' : 'Ж',
          r.club,
          r.city,
          r.resultTime,
          STATUS_WORD[r.status],
          r.rating,
          r.ratingCalculationFormula,
        ]),
      );
      const name = `${protocol.event.raceName} — ${protocol.name} (${protocol.raceDate.slice(0, 10)}).csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(name))
        .send(csv);
    },
  );

  app.post(
    '/v1/Protocol/paged-short-info',
    {
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
