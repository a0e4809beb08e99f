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
import { seasonsOfDays, tag } from '../../infra/cache-tags.js';
import { publicRead, riderMarks, type BodyOf } from '../../plugins/cache-class.js';
import { fileAnswers, keepWhileOutdated, sendCsv, withErrors } from '../http.js';

const TAGS = ['Рейтинг и результаты'];

type Filter = { year?: number | null; organizerId?: number | null; clusterAgeCategoryId?: number | null };

/**
 * A rating table is its season's (any season's without a year: the newest one), and its organizer's
 * with the clusters and configs when filtered by one (any organizer's when only the category is given).
 */
const tableTags = (filter: Filter) => [
  tag.season(filter.year),
  ...(filter.organizerId ? [tag.organizer(filter.organizerId)] : []),
  ...(!filter.organizerId && filter.clusterAgeCategoryId ? [tag.organizer()] : []),
];
/** The rating page also shows each rider's next start and skill ('Сила', issue 39). */
const ratingTags = ({ body }: BodyOf<typeof ratingFilterSchema>) => [
  ...tableTags(body),
  tag.startList(),
  tag.skill(),
];
/** A table (or a rider's page of it) in the skill's order moves with the skill. */
const orderedTags = ({ body }: BodyOf<typeof ratingFilterSchema>) => [
  ...tableTags(body),
  ...(body.sort?.fieldName?.toLowerCase() === 'skill' ? [tag.skill()] : []),
];

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.post(
    '/v1/Statistic/paged-rating',
    {
      config: {
        access: 'public',
        cache: publicRead(ratingTags, {
          signedIn: riderMarks(({ body }: BodyOf<typeof ratingFilterSchema>) =>
            body.getOnlyUserFavoritesParticipants ? null : { marks: true },
          ),
        }),
      },
      schema: {
        tags: TAGS,
        summary: 'Рейтинг сезона: национальный, организатора или зачёт возрастной категории',
        body: ratingFilterSchema,
        response: withErrors({ 200: ratingPageSchema }),
      },
    },
    async (request) => {
      const { page, freshness } = await getRatingPage(app.ctx, request.user, request.body);
      keepWhileOutdated(freshness);
      return page;
    },
  );

  app.post(
    '/v1/ParticipantRating/participant-rating-page',
    {
      config: {
        access: 'public',
        cache: publicRead(orderedTags),
      },
      schema: {
        tags: TAGS,
        summary: 'Номер страницы рейтинга, на которой стоит участник (0 — его нет в таблице)',
        body: participantRatingPageRequestSchema,
        response: withErrors({ 200: z.int32() }),
      },
    },
    async (request) => {
      const { page, freshness } = await findParticipantRatingPage(app.ctx, request.user, request.body);
      keepWhileOutdated(freshness);
      return page;
    },
  );

  app.post(
    '/v1/Statistic/participants-final-rating',
    {
      config: {
        access: 'public',
        cache: publicRead(({ body }: BodyOf<typeof finalRatingRequestSchema>) => tableTags(body)),
      },
      schema: {
        tags: TAGS,
        summary: 'Итоговый зачёт организатора по возрастной категории с учтёнными гонками',
        body: finalRatingRequestSchema,
        response: withErrors({ 200: finalRatingResponseSchema }),
      },
    },
    async (request) => {
      const { rating, freshness } = await getFinalRating(app.ctx, request.user, request.body);
      keepWhileOutdated(freshness);
      return rating;
    },
  );

  app.post(
    '/v1/Statistic/rating-csv',
    {
      config: {
        access: 'public',
        // Up to 100,000 rows: kept like the table, and a miss is limited per address.
        cache: publicRead(orderedTags, { missesPerMinute: 20 }),
      },
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
      keepWhileOutdated(freshness);
      return sendCsv(reply, presentRatingCsv(year, rows));
    },
  );

  app.post(
    '/v1/Statistic/paged-results',
    {
      config: {
        access: 'public',
        // Cards of the protocols of a span of days: the seasons it covers.
        cache: publicRead(
          ({ body }: BodyOf<typeof pagedResultsRequestSchema>) => [
            seasonsOfDays(body.searchStartDate, body.endSearchDate),
          ],
          {
            signedIn: riderMarks(({ body }: BodyOf<typeof pagedResultsRequestSchema>) => ({
              marks: body.includeParticipantFavoritesMarks,
            })),
          },
        ),
      },
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
