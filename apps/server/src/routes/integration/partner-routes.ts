import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  importPackageRequestSchema,
  importPackageResponseSchema,
  sagaStatusSchema,
  tdkClusterSchema,
  tdkConfigSchema,
  tdkEventSchema,
  tdkEventsQuerySchema,
} from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../errors.js';
import { importPackage } from '../../domain/integration/import-package.js';
import {
  listPartnerClusters,
  listPartnerConfigs,
  listPartnerEvents,
} from '../../domain/integration/partner-lists.js';
import { PARTNER_KEY_MESSAGE, partnerOrganizerOf } from '../../auth/partner-keys.js';
import { getPackageStatus } from '../../domain/integration/read-sagas.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Интеграция: партнёр хронометража'];
const SECURITY = [{ partnerKey: [] }];

/** The organizer the request's key belongs to (the access rule 'partner' already let the key in). */
const partnerOf = (ctx: AppContext, request: FastifyRequest): number => {
  const organizerId = partnerOrganizerOf(ctx.config.INTEGRATION_API_KEYS ?? [], request.headers['x-api-key']);
  if (organizerId === null) throw unauthorized(PARTNER_KEY_MESSAGE);
  return organizerId;
};

/**
 * The timing partner's calls (part 2 §7.8, issue 18): its organizer's events, clusters and configs,
 * a results package pushed for processing, and the package's status. The key (X-Api-Key) names the
 * organizer; the rule 'partner' in the access table checks it.
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integration-api/Tdk/events',
    {
      config: { access: 'partner', cache: personalRead },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Мероприятия организатора партнёра (eventId пакета), новые первыми; year — одного года',
        querystring: tdkEventsQuerySchema,
        response: withErrors({ 200: z.array(tdkEventSchema) }),
      },
    },
    async (request) => listPartnerEvents(app.ctx, partnerOf(app.ctx, request), request.query.year),
  );

  app.get(
    '/integration-api/Tdk/clusters',
    {
      config: { access: 'partner', cache: personalRead },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Кластеры организатора партнёра с возрастными категориями (clusterAgeCategoryId пакета)',
        response: withErrors({ 200: z.array(tdkClusterSchema) }),
      },
    },
    async (request) => listPartnerClusters(app.ctx, partnerOf(app.ctx, request)),
  );

  app.get(
    '/integration-api/Tdk/configs',
    {
      config: { access: 'partner', cache: personalRead },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Конфигурации, доступные организатору партнёра: общие и его собственные (configId пакета)',
        response: withErrors({ 200: z.array(tdkConfigSchema) }),
      },
    },
    async (request) => listPartnerConfigs(app.ctx, partnerOf(app.ctx, request)),
  );

  app.post(
    '/integration-api/Tdk/import-package',
    {
      config: {
        access: 'partner',
        // The package is imported by a job, which names what it changed.
        cache: privateWrite,
      },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          'Пакет результатов: принимается сразу (202) и обрабатывается в фоне (проверка, участники, протокол, пересчёт, оповещение); повторный пакет с тем же packageId — 200 с id первого',
        body: importPackageRequestSchema,
        response: withErrors({ 200: importPackageResponseSchema, 202: importPackageResponseSchema }),
      },
    },
    async (request, reply) => {
      const answer = await importPackage(app.ctx, partnerOf(app.ctx, request), request.body);
      return reply.code(answer.isDuplicate ? 200 : 202).send(answer);
    },
  );

  app.get(
    '/integration-api/Tdk/status/:id',
    {
      config: { access: 'partner', cache: personalRead },
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Состояние пакета: шаг, ошибки, протокол по окончании',
        params: idParamsSchema,
        response: withErrors({ 200: sagaStatusSchema }),
      },
    },
    async (request) => getPackageStatus(app.ctx, partnerOf(app.ctx, request), request.params.id),
  );
};
