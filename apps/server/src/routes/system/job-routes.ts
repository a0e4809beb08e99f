import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobSchema, recalculateRatingsRequestSchema, staleSeasonSchema, int32Param } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { getJob } from '../../domain/jobs/get-job.js';
import { listStaleSeasons } from '../../domain/rating/list-stale-seasons.js';
import { recalculateRatings } from '../../domain/rating/recalculate-ratings.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/v1/Statistic/recalculate-ratings',
    {
      config: {
        access: 'admin',
        // The recalculation is a job, which names what it changed.
        cache: privateWrite,
      },
      schema: {
        tags: ['Рейтинг'],
        summary: 'Пересчитать рейтинг (сезона year или всех) в фоне; ответ — задача с прогрессом',
        body: recalculateRatingsRequestSchema,
        response: withErrors({ 200: jobSchema }),
      },
    },
    async (request) => recalculateRatings(app.ctx, requireUser(request.user), request.body?.year),
  );

  app.get(
    '/v1/Statistic/stale-seasons',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: ['Рейтинг'],
        summary:
          'Сезоны, ждущие пересчета (протокол загружен без пересчета), по возрастанию года; сверх спецификации',
        response: withErrors({ 200: z.array(staleSeasonSchema) }),
      },
    },
    async () => listStaleSeasons(app.ctx.database.db),
  );

  app.get(
    '/v1/Job/:id',
    {
      config: {
        // Progress of a long recalculation started by the caller (or any, for an administrator).
        access: 'signedIn',
        cache: personalRead,
      },
      schema: {
        tags: ['Рейтинг'],
        summary: 'Ход фоновой задачи (своей, или любой для администратора)',
        params: z.object({ id: int32Param().positive() }),
        response: withErrors({ 200: jobSchema }),
      },
    },
    async (request) => getJob(app.ctx, requireUser(request.user), request.params.id),
  );
};
