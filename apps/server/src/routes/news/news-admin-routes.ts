import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createNewsRequestSchema,
  idParamsSchema,
  newsSchema,
  updateNewsRequestSchema,
} from '@velo/contracts';
import { createNews, deleteNews, updateNews } from '../../domain/news/save-news.js';
import { writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Новости'];

/** News administration (part 2 §7.6): administrators only, by the access rules. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/News',
    {
      config: { access: 'admin', cache: writes('news') },
      schema: {
        tags: TAGS,
        summary: 'Новая новость с окном показа в бегущей строке',
        body: createNewsRequestSchema,
        response: withErrors({ 200: newsSchema }),
      },
    },
    async (request) => createNews(app.ctx, request.body),
  );

  app.put(
    '/v1/News',
    {
      config: { access: 'admin', cache: writes('news') },
      schema: {
        tags: TAGS,
        summary: 'Изменить новость',
        body: updateNewsRequestSchema,
        response: withErrors({ 200: newsSchema }),
      },
    },
    async (request) => updateNews(app.ctx, request.body),
  );

  app.delete(
    '/v1/News/:id',
    {
      config: { access: 'admin', cache: writes('news') },
      schema: {
        tags: TAGS,
        summary: 'Удалить новость',
        params: idParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteNews(app.ctx, request.params.id);
      return sendBooleanText(reply, true);
    },
  );
};
