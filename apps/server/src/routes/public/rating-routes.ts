import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  finalRatingRequestSchema,
  finalRatingResponseSchema,
  pagedResultsRequestSchema,
  pagedResultsResponseSchema,
  participantRatingPageRequestSchema,
  ratingFilterSchema,
  ratingPageSchema,
} from '@velo/contracts';
import { participantsFinalRating } from '../../domain/public-rating/final-rating.js';
import {
  pagedRating,
  participantRatingPage,
  ratingForExport,
} from '../../domain/public-rating/paged-rating.js';
import { pagedResults } from '../../domain/public-results/paged-results.js';
import { attachmentHeader, toCsv } from '../../lib/csv.js';
import { withErrors } from '../http.js';

const TAGS = ['Рейтинг и результаты'];
const GENDER_WORD = { male: 'М', female: 'Ж' } as const;

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.post(
    '/v1/Statistic/paged-rating',
    {
      schema: {
        tags: TAGS,
        summary: 'Рейтинг сезона: национальный, организатора или зачёт возрастной категории',
        body: ratingFilterSchema,
        response: withErrors({ 200: ratingPageSchema }),
      },
    },
    async (request) => pagedRating(db(), request.user, request.body),
  );

  app.post(
    '/v1/ParticipantRating/participant-rating-page',
    {
      schema: {
        tags: TAGS,
        summary: 'Номер страницы рейтинга, на которой стоит участник (0 — его нет в таблице)',
        body: participantRatingPageRequestSchema,
        response: withErrors({ 200: z.number().int() }),
      },
    },
    async (request) => participantRatingPage(db(), request.user, request.body),
  );

  app.post(
    '/v1/Statistic/participants-final-rating',
    {
      schema: {
        tags: TAGS,
        summary: 'Итоговый зачёт организатора по возрастной категории с учтёнными гонками',
        body: finalRatingRequestSchema,
        response: withErrors({ 200: finalRatingResponseSchema }),
      },
    },
    async (request) => participantsFinalRating(db(), request.user, request.body),
  );

  app.post(
    '/v1/Statistic/rating-csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Таблица рейтинга с теми же фильтрами, в CSV (UTF-8 с BOM, разделитель «;»)',
        body: ratingFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { scope, rows } = await ratingForExport(db(), request.user, request.body);
      const csv = toCsv(
        ['Место', 'Место (М/Ж)', 'Фамилия', 'Имя', 'Пол', 'Год рождения', 'Город', 'Клуб', 'Гонок', 'Очки'],
        rows.map((r) => [
          r.place,
          r.genderPlace,
          r.participant.lastName,
          r.participant.firstName,
          GENDER_WORD[r.participant.gender],
          r.participant.birthYear,
          r.participant.city,
          r.participant.club,
          r.racesCount,
          r.rating,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`Рейтинг ${scope.year}.csv`))
        .send(csv);
    },
  );

  app.post(
    '/v1/Statistic/paged-results',
    {
      schema: {
        tags: TAGS,
        summary: 'Обзор результатов: карточка на протокол с лучшими местами',
        body: pagedResultsRequestSchema,
        response: withErrors({ 200: pagedResultsResponseSchema }),
      },
    },
    async (request) => pagedResults(db(), request.user, request.body),
  );
};
