import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../errors.js';
import { createMetrics, type Metrics } from '../infra/metrics.js';
import { personalRead } from './cache-class.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const sameToken = (sent: string, expected: string) => {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

const bearerOf = (request: FastifyRequest) =>
  /^Bearer\s+(.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1]?.trim() ?? '';

/**
 * GET /api/metrics in Prometheus's text format (infra/metrics.ts), for the operator's scraper with
 * METRICS_TOKEN as a bearer token (docs/deploy.md); unset, there are no metrics (404).
 */
export const registerMetrics = (app: FastifyInstance): void => {
  const metrics = createMetrics({ database: app.ctx.database, publicCache: app.ctx.publicReadCache });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', async () => metrics.close());

  app.get(
    '/api/metrics',
    {
      // The token is checked here: it is configuration, not a user's session.
      config: { access: 'public', cache: personalRead, line: 'ahead' },
      schema: { hide: true },
    },
    async (request, reply) => {
      const token = app.ctx.config.METRICS_TOKEN;
      if (!token) throw notFound('Метрики не включены');
      if (!sameToken(bearerOf(request), token)) throw unauthorized('Нужен токен метрик');
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .serializer((payload) => String(payload))
        .send(await metrics.registry.metrics());
    },
  );
};
