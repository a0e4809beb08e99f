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
import { PUBLIC_TAG_KINDS, tag, type Tag } from '../../infra/cache-tags.js';
import { publicRead } from '../../plugins/cache-class.js';
import { isReadableClient } from '../../domain/public-pages/readable-clients.js';
import { hasPageParameters } from './page-calls.js';
import { idFromPath } from './portal-url.js';
import { hasWorker, sendStaticPage, servePage } from './send-page.js';

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

type PageRequest = { params: { id?: string }; query: Query; headers: FastifyRequest['headers'] };

/**
 * A page of the portal: the same for everyone (it reads as a guest), with the tags of what it shows,
/**
 * What a browser's page may carry in its HTML besides its head: the answers of the page's calls
 * (page-calls.ts, issue 41), each with tags of its own that this answer cannot know. A browser's page
 * carries every kind of public data instead, so that any change of such data drops it (its calls'
 * answers stay kept, so the page is made again cheaply); a crawler's page carries only what it shows.
 */
const INLINED_DATA: readonly Tag[] = PUBLIC_TAG_KINDS;

const page = (
  tags: (request: PageRequest) => readonly Tag[],
  values: (request: PageRequest) => unknown[] = () => [],
) => ({
  access: 'public' as const,
  cache: publicRead(
    (request: PageRequest) => [
      ...tags(request),
      ...(isReadableClient(request.headers['user-agent']) ? [] : INLINED_DATA),
    ],
    {
      signedIn: 'same',
      // A page asked for with parameters the app reads carries no data (page-calls.ts): it must not
      // be kept for the plain address, nor the plain one for it. `?utm_source=…` shares the entry.
      key: (request: PageRequest) => [
        isReadableClient(request.headers['user-agent']),
        hasPageParameters(request.query),
        // With a service worker, the stylesheet is linked, not inline (send-page.ts).
        hasWorker(request),
        ...values(request),
      ],
    },
  ),
});
const idTag = (make: (id: number) => Tag) => (request: PageRequest) => {
  const id = idFromPath(request.params.id ?? '');
  return id ? [make(id)] : [];
};
const ratingTags = ({ query, headers }: PageRequest) => {
  const view = ratingView(query);
  const table = [
    tag.season(view.year),
    ...(view.organizerId || view.clusterAgeCategoryId ? [tag.organizer(view.organizerId)] : []),
    tag.startList(),
  ];
  // The readable page lists every rider's last season too (the participant-activity case).
  const readable = isReadableClient(headers['user-agent']);
  return readable ? [...table, tag.season(), tag.rider(), tag.event(), tag.organizer()] : table;
};

/**
 * The public pages whose head the server fills (issue 20): each answers the app's HTML with its own
 * title, description, canonical address and share picture, and a readable page for crawlers. The
 * app's other screens and unknown paths are the web app plugin's fallback.
 */
export const registerPageRoutes = (app: FastifyInstance, template: HtmlTemplate): void => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const fallback = (request: FastifyRequest) => () => otherScreenPage(pathOf(request));

  app.get('/home', { config: page(() => []), schema: pageSchema('Главная страница') }, (request, reply) =>
    servePage(request, reply, template, {
      load: async () => homePage(),
      fallback: fallback(request),
    }),
  );
  app.get(
    '/calendar',
    { config: page(() => []), schema: pageSchema('Календарь мероприятий') },
    (request, reply) =>
      servePage(request, reply, template, {
        load: async () => calendarPage(),
        fallback: fallback(request),
      }),
  );
  const resultsTags = ({ query }: PageRequest) => [tag.season(seasonFromQuery(first(query.year)))];
  app.get<{ Querystring: Query }>(
    '/results/overview',
    {
      config: page(resultsTags, ({ query }) => [seasonFromQuery(first(query.year))]),
      schema: pageSchema('Обзор результатов (year — сезон)'),
    },
    (request, reply) => {
      const year = seasonFromQuery(first(request.query.year));
      return servePage(request, reply, template, {
        load: (readable) => resultsOverviewPage(ctx, year, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Querystring: Query }>(
    '/rating/overview',
    {
      config: page(ratingTags, ({ query }) => Object.values(ratingView(query))),
      schema: pageSchema('Рейтинг сезона (year, gender, organizerId, clusterAgeCategoryId)'),
    },
    (request, reply) => {
      const view = ratingView(request.query);
      return servePage(request, reply, template, {
        load: (readable) => ratingOverviewPage(ctx, view, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/rating/details/:id',
    {
      config: page(
        idTag((id) => tag.rider(id)),
        ({ params, query }) => [idFromPath(params.id ?? ''), seasonFromQuery(first(query.year))],
      ),
      schema: pageSchema('Страница участника (year — сезон)', 'Участник не найден'),
    },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      const year = seasonFromQuery(first(request.query.year));
      return servePage(request, reply, template, {
        load: (readable) => riderPage(db(), id, year, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/results/details/:id',
    {
      config: page(
        idTag((id) => tag.protocol(id)),
        ({ params }) => [idFromPath(params.id ?? '')],
      ),
      schema: pageSchema('Протокол гонки', 'Протокол не найден'),
    },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      return servePage(request, reply, template, {
        load: (readable) => protocolPage(db(), id, { readable }),
        fallback: fallback(request),
      });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/rating/protocols/:id',
    {
      config: page(
        idTag((id) => tag.event(id)),
        ({ params }) => [idFromPath(params.id ?? '')],
      ),
      schema: pageSchema('Протоколы мероприятия', 'Мероприятие не найдено'),
    },
    (request, reply) => {
      const id = idFromPath(request.params.id);
      if (!id) return sendStaticPage(request, reply, template, notFoundPage());
      return servePage(request, reply, template, {
        load: (readable) => eventProtocolsPage(ctx, id, { readable }),
        fallback: fallback(request),
      });
    },
  );
};
