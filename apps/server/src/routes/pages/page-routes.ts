import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENDER_FILTERS, type GenderFilter } from '@velo/contracts';
import { eventProtocolsPage } from '../../domain/public-pages/event-page.js';
import { protocolPage } from '../../domain/public-pages/protocol-page.js';
import { ratingOverviewPage, type RatingView } from '../../domain/public-pages/rating-page.js';
import type { HtmlTemplate } from '../../domain/public-pages/render-page.js';
import { resultsOverviewPage } from '../../domain/public-pages/results-page.js';
import { riderPage } from '../../domain/public-pages/rider-page.js';
import {
  calendarPage,
  homePage,
  notFoundPage,
  otherScreenPage,
  seasonFromQuery,
} from '../../domain/public-pages/static-pages.js';
import { idFromPath } from './portal-url.js';
import { sendStaticPage, servePage } from './send-page.js';

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The filters of /rating/overview a head describes, read as leniently as the app reads them. */
const ratingView = (query: Query): RatingView => {
  const gender = first(query.gender);
  const id = (value: string | string[] | undefined) => idFromPath(first(value) ?? '');
  return {
    year: seasonFromQuery(first(query.year)),
    gender: (GENDER_FILTERS as readonly string[]).includes(gender ?? '') ? (gender as GenderFilter) : 'all',
    organizerId: id(query.organizerId),
    clusterAgeCategoryId: id(query.clusterAgeCategoryId),
  };
};

const pageAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string().describe(description) } },
});
/** A page's entry in the API document: the app's HTML with the page's head, or the 404 page. */
const pageSchema = (summary: string, missing?: string) => ({
  tags: ['Страницы и картинки для ссылок'],
  summary,
  description:
    'HTML приложения с заголовком, описанием, каноническим адресом и картинкой страницы; для поисковых роботов — читаемое содержание.',
  response: {
    200: pageAnswer('Страница'),
    ...(missing ? { 404: pageAnswer(`${missing}: страница 404`) } : {}),
  },
});

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * The public pages whose head the server fills (issue 20): each answers the app's HTML with its own
 * title, description, canonical address and share picture, and a readable page for crawlers. The
 * app's other screens and unknown paths are the web app plugin's fallback.
 */
export const registerPageRoutes = (app: FastifyInstance, template: HtmlTemplate): void => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const fallback = (request: FastifyRequest) => () => otherScreenPage(pathOf(request));

  app.get('/home', { schema: pageSchema('Главная страница') }, (request, reply) =>
    servePage(request, reply, template, {
      key: ['home'],
      load: async () => homePage(),
      fallback: fallback(request),
    }),
  );
  app.get('/calendar', { schema: pageSchema('Календарь мероприятий') }, (request, reply) =>
    servePage(request, reply, template, {
      key: ['calendar'],
      load: async () => calendarPage(),
      fallback: fallback(request),
    }),
  );
  app.get<{ Querystring: Query }>(
    '/results/overview',
    { schema: pageSchema('Обзор результатов (year — сезон)') },
    (request, reply) => {
      const year = seasonFromQuery(first(request.query.year));
      return servePage(request, reply, template, {
        key: ['results', year],
        load: (readable) => resultsOverviewPage(ctx, year, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Querystring: Query }>(
    '/rating/overview',
    { schema: pageSchema('Рейтинг сезона (year, gender, organizerId, clusterAgeCategoryId)') },
    (request, reply) => {
      const view = ratingView(request.query);
      return servePage(request, reply, template, {
        key: ['rating', view.year, view.gender, view.organizerId, view.clusterAgeCategoryId],
        load: (readable) => ratingOverviewPage(ctx, view, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/rating/details/:id',
    { schema: pageSchema('Страница участника (year — сезон)', 'Участник не найден') },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      const year = seasonFromQuery(first(request.query.year));
      return servePage(request, reply, template, {
        key: ['rider', id, year],
        load: (readable) => riderPage(db(), id, year, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/results/details/:id',
    { schema: pageSchema('Протокол гонки', 'Протокол не найден') },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      return servePage(request, reply, template, {
        key: ['protocol', id],
        load: (readable) => protocolPage(db(), id, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/rating/protocols/:id',
    { schema: pageSchema('Протоколы мероприятия', 'Мероприятие не найдено') },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      return servePage(request, reply, template, {
        key: ['event', id],
        load: (readable) => eventProtocolsPage(ctx, id, { readable }),
        fallback: fallback(request),
      });
    },
  );
};
