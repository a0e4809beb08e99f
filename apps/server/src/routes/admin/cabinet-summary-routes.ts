import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cabinetSummarySchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { getCabinetSummary } from '../../domain/admin-cabinet/get-cabinet-summary.js';
import { personalRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

/** The administration cabinet's navigation (issue 42): the waiting count of each queue, in one call. */
export const cabinetSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Admin/cabinet-summary',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: ['Администрирование'],
        summary:
          'Что ждёт в очередях кабинета: учётные записи, документы, непрочитанные уведомления, обратная связь, пакеты партнёров с ошибкой',
        response: withErrors({ 200: cabinetSummarySchema }),
      },
    },
    async (request) => getCabinetSummary(app.ctx, requireUser(request.user)),
  );
};
