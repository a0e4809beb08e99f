import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@velo/contracts';
import { readHealth } from '../../domain/system/read-health.js';
import { personalRead } from '../../plugins/cache-class.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: {
        access: 'public',
        // The liveness probe: answered every time, never from the read cache (its database part
        // is shared by the probes of one second: domain/system/read-health.ts).
        cache: personalRead,
        // Answered while the server is busy: an orchestrator must not restart a server for its line.
        line: 'ahead',
      },
      schema: {
        tags: ['system'],
        summary: 'Состояние сервера: движок базы данных и версия миграций',
        response: { 200: healthResponseSchema },
      },
    },
    () => readHealth(app.ctx.database, app.ctx.startedAt),
  );
};
