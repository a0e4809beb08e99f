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
import { exportRating } from '../../domain/public-rating/export-rating.js';
import { findParticipantRatingPage } from '../../domain/public-rating/find-participant-rating-page.js';
import { getFinalRating } from '../../domain/public-rating/get-final-rating.js';
import { getRatingPage } from '../../domain/public-rating/get-rating-page.js';
import { presentRatingCsv } from '../../domain/public-rating/present-rating-csv.js';
import { pagedResults } from '../../domain/public-results/paged-results.js';
import { fileAnswers, keepWhileOutdated, sendCsv, withErrors } from '../http.js';

const TAGS = ['Рейтинг и результаты'];

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
    async (request) => {
      const { page, freshness } = await getRatingPage(app.ctx, request.user, request.body);
      keepWhileOutdated(request, freshness);
      return page;
    },
  );

  app.post(
    '/v1/ParticipantRating/participant-rating-page',
    {
      schema: {
        tags: TAGS,
        summary: 'Номер страницы рейтинга, на которой стоит участник (0 — его нет в таблице)',
        body: participantRatingPageRequestSchema,
        response: withErrors({ 200: z.int32() }),
      },
    },
    async (request) => {
      const { page, freshness } = await findParticipantRatingPage(app.ctx, request.user, request.body);
      keepWhileOutdated(request, freshness);
      return page;
    },
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
    async (request) => {
      const { rating, freshness } = await getFinalRating(app.ctx, request.user, request.body);
      keepWhileOutdated(request, freshness);
      return rating;
    },
  );

  app.post(
    '/v1/Statistic/rating-csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Таблица рейтинга с теми же фильтрами, в CSV (UTF-8 с BOM, разделитель «;»)',
        body: ratingFilterSchema,
        response: fileAnswers(
          { type: 'text/csv', description: 'Таблица рейтинга' },
          { 400: 'Неверный фильтр рейтинга' },
        ),
      },
    },
    async (request, reply) => {
      const { year, rows, freshness } = await exportRating(app.ctx, request.user, request.body);
      keepWhileOutdated(request, freshness);
      return sendCsv(reply, presentRatingCsv(year, rows));
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
