import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@velo/contracts';
import { readMigrationState, readServerVersion } from '../../db/database.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Состояние сервера: движок базы данных и версия миграций',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      const { db, engine } = app.ctx.database;
      const [migrations, serverVersion] = await Promise.all([readMigrationState(db), readServerVersion(db)]);
      return {
        status: 'ok' as const,
        database: {
          engine,
          serverVersion,
          migration: migrations.latestTag,
          migrationsApplied: migrations.applied,
        },
        uptimeSeconds: Math.round((Date.now() - app.ctx.startedAt.getTime()) / 1000),
      };
    },
  );
};
