import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { registerAuthorization } from './plugins/authorization.js';
import { COMPRESSION } from './infra/compression.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerPublicReadCache } from './plugins/public-read-cache.js';
import { registerReadClassMark } from './plugins/read-class-mark.js';
import { endTurnsOnSend, registerRequestLine } from './plugins/request-line.js';
import { registerRouteRules } from './plugins/route-rules.js';
import { registerWriteChanges } from './plugins/write-changes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRoutes } from './routes/index.js';
import { registerWebApp } from './routes/pages/web-app.js';
import { registerJobs, scheduleJobsAtStart } from './domain/job-registry.js';
import { describeError } from './lib/safe-error.js';
import { closeProtocolFileReaders } from './domain/protocol-files/index.js';
import { registerFormReader } from './lib/multipart.js';
import { databaseRouteLimitStore } from './infra/rate-limits/route-limit-store.js';

export type BuildAppOptions = {
  ctx: AppContext;
  /** The process logger; tests leave it out and get a silent one. */
  loggerInstance?: FastifyBaseLogger;
};

/**
 * Logs carry ids and route patterns, never user data (no query strings, no e-mails in paths); an
 * error logged anywhere as `err` (jobs, mail, the cache) keeps only its class, codes and frames.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] & object => ({
  level,
  serializers: {
    // Fastify types `err` as keeping the message and the stack: ours keeps neither whole.
    err: describeError as never,
    req: (request: { method: string; routeOptions?: { url?: string }; id: string }) => ({
      id: request.id,
      method: request.method,
      route: request.routeOptions?.url ?? '(не найден)',
    }),
  },
});

/**
 * The application as one Fastify instance: framework plugins first, then our own, then routes.
 * `main.ts` only opens the database and listens.
 */
export const buildApp = async ({ ctx, loggerInstance }: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // Forwarded headers count only from the configured proxies (TRUST_PROXY); unset = from nobody.
    trustProxy: ctx.config.TRUST_PROXY ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    ctx.config.VALIDATE_RESPONSES ? serializerCompiler : () => (data: unknown) => JSON.stringify(data),
  );
  // First, so that its headers are set before any other hook can refuse the request.
  await registerSecurityHeaders(app, ctx.config);
  registerErrorHandler(app);
  registerRouteRules(app);
  registerAuthorization(app);
  registerMetrics(app);
  registerRequestLine(app);
  registerPublicReadCache(app);
  registerReadClassMark(app);
  registerWriteChanges(app);

  await app.register(fastifyCompress, { global: true, ...COMPRESSION });
  // The routes' limits (config.rateLimit) count in the database, shared by every server process;
  // an IPv6 client is one client per /64 (infra/rate-limits).
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRouteLimitStore(ctx.database.db),
    ipv6Subnet: 64,
  });
  await registerFormReader(app, ctx.config.DATA_DIR);
  await registerOpenApi(app);
  // Every background job from the one registry (never from a route plugin), and their schedules once ready.
  registerJobs(ctx);
  app.addHook('onReady', () => scheduleJobsAtStart(ctx));
  await registerRoutes(app);
  await registerWebApp(app, ctx.config.WEB_DIST_DIR);
  // Last of the onSend hooks: a request's turn ends once its answer is made (plugins/request-line.ts).
  endTurnsOnSend(app);

  app.addHook('onClose', async () => {
    await ctx.jobRunner.stop();
    await ctx.publicCacheInvalidation.close();
    ctx.mail.close();
    await closeProtocolFileReaders();
    await ctx.ratingThread?.close();
  });
  return app;
};
