import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedNewsRequestSchema,
  pagedNewsResponseSchema,
  runningLineTitlesResponseSchema,
} from '@velo/contracts';
import { listNews, runningLineTitles } from '../../domain/news/list-news.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Новости'];

/** The public news reads (part 1 §7, part 2 §7.6): the header ticker and the news list. */
export const newsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/News/titles-for-running-line',
    {
      config: {
        access: 'public',
        // Today's titles: the day's change is left to the cache's age (PUBLIC_CACHE_SECONDS).
        cache: publicRead(() => [tag.news()], { signedIn: 'same' }),
      },
      schema: {
        tags: TAGS,
        summary: 'Заголовки для бегущей строки: новости, чьё окно показа (целые дни, UTC) включает сегодня',
        response: withErrors({ 200: runningLineTitlesResponseSchema }),
      },
    },
    async () => runningLineTitles(app.ctx),
  );

  app.post(
    '/v1/News/paged',
    {
      config: { access: 'public', cache: publicRead(() => [tag.news()], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary:
          'Новости: заголовок и дни показа в бегущей строке; по умолчанию страница 1, размер 10, новые первыми',
        description:
          'Сортировка: createdOn (по умолчанию), title, startVisibleInRunningLine, endVisibleInRunningLine.',
        body: pagedNewsRequestSchema,
        response: withErrors({ 200: pagedNewsResponseSchema }),
      },
    },
    async (request) => listNews(app.ctx, request.body),
  );
};
