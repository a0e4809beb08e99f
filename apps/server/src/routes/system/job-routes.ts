import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobSchema, recalculateRatingsRequestSchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { getJob } from '../../domain/jobs/get-job.js';
import { presentJob } from '../../domain/jobs/present-job.js';
import { startRecalculation } from '../../domain/rating/recalculation-job.js';
import { withErrors } from '../http.js';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/v1/Statistic/recalculate-ratings',
    {
      schema: {
        tags: ['Рейтинг'],
        summary: 'Пересчитать рейтинг (сезона year или всех) в фоне; ответ — задача с прогрессом',
        body: recalculateRatingsRequestSchema,
        response: withErrors({ 200: jobSchema }),
      },
    },
    async (request) => {
      const year = request.body?.year ?? undefined;
      return presentJob(
        await startRecalculation(app.ctx, year ? [year] : undefined, requireUser(request.user).id),
      );
    },
  );

  app.get(
    '/v1/Job/:id',
    {
      schema: {
        tags: ['Рейтинг'],
        summary: 'Ход фоновой задачи (своей, или любой для администратора)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: withErrors({ 200: jobSchema }),
      },
    },
    async (request) => getJob(app.ctx, requireUser(request.user), request.params.id),
  );
};
