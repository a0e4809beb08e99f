import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubKeyParamsSchema,
  clubPageQuerySchema,
  clubPageSchema,
  clubStandingsQuerySchema,
  clubStandingsSchema,
  mergeClubsRequestSchema,
  mergeClubsResponseSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { getClubPage, getClubStandings } from '../../domain/clubs/get-club-standings.js';
import { mergeClubs } from '../../domain/clubs/merge-clubs.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead, writes, type QueryOf } from '../../plugins/cache-class.js';
import { keepWhileOutdated, withErrors } from '../http.js';

const TAGS = ['Клубы'];

/**
 * Club answers are a season's table (the newest season's without a year) grouped by club, and the
 * administrators' merges of spellings (any club's).
 */
const clubTags = ({ query }: QueryOf<typeof clubPageQuerySchema>) => [
  tag.season(query.year),
  tag.club(),
  ...(query.organizerId ? [tag.organizer(query.organizerId)] : []),
  ...(!query.organizerId && query.clusterAgeCategoryId ? [tag.organizer()] : []),
];

/** Club standings (issue 19, beyond the spec): the clubs of a season, a club's riders, merging spellings. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Club/standings',
    {
      config: { access: 'public', cache: publicRead(clubTags, { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Клубы сезона по сумме очков N лучших гонщиков (вне спецификации)',
        description:
          'Фильтры рейтинга: год (по умолчанию — последний сезон с рейтингом), пол, организатор, возрастная категория; best — N (по умолчанию 5). Клуб — нормализованное название из профиля участника с учётом объединений. Равные суммы делят место.',
        querystring: clubStandingsQuerySchema,
        response: withErrors({ 200: clubStandingsSchema }),
      },
    },
    async (request) => {
      const { standings, freshness } = await getClubStandings(app.ctx, request.query);
      keepWhileOutdated(freshness);
      return standings;
    },
  );

  app.get(
    '/v1/Club/:key',
    {
      config: { access: 'public', cache: publicRead(clubTags, { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Гонщики клуба с очками и местами в рейтинге, место клуба (вне спецификации)',
        description:
          'Ключ объединённого написания отвечает клубом, с которым оно объединено; 404 — если клуб не называет ни один участник.',
        params: clubKeyParamsSchema,
        querystring: clubPageQuerySchema,
        response: withErrors({ 200: clubPageSchema }),
      },
    },
    async (request) => {
      const { club, freshness } = await getClubPage(app.ctx, request.params.key, request.query);
      keepWhileOutdated(freshness);
      return club;
    },
  );

  app.post(
    '/v1/Club/merge',
    {
      config: { access: 'admin', cache: writes('club') },
      schema: {
        tags: TAGS,
        summary: 'Объединить два написания клуба: from становится написанием to (вне спецификации)',
        description:
          'Записывается в журнал действий; отмена — POST /v1/Admin/audit/{id}/undo. Рейтинг участников не пересчитывается.',
        body: mergeClubsRequestSchema,
        response: withErrors({ 200: mergeClubsResponseSchema }),
      },
    },
    async (request) => mergeClubs(app.ctx, requireUser(request.user), request.body),
  );
};
