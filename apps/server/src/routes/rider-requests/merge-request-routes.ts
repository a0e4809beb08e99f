import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveMergeRequestResponseSchema,
  approveMergeRequestSchema,
  createMergeRequestSchema,
  idParamsSchema,
  mergeRequestDecisionSchema,
  mergeRequestSchema,
  pagedMergeRequestsRequestSchema,
  pagedMergeRequestsResponseSchema,
  possibleDuplicatesQuerySchema,
  possibleDuplicatesSchema,
  rejectRequestSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { createMergeRequest } from '../../domain/merge-requests/create-merge-request.js';
import {
  approveMergeRequest,
  declineMergeRequest,
} from '../../domain/merge-requests/decide-merge-request.js';
import { listMergeRequests } from '../../domain/merge-requests/list-merge-requests.js';
import { listPossibleDuplicates } from '../../domain/merge-requests/list-possible-duplicates.js';
import { withErrors } from '../http.js';
import { perAccountLimit } from '../rate-limits.js';
import { personalRead, privateWrite, writes } from '../../plugins/cache-class.js';

const TAGS = ['Запросы участников'];
const BEYOND = 'Вне спецификации (задача 34).';

/**
 * Duplicates from the rider's side (issue 34): 'Возможно, это тоже вы' on the rider's own profile,
 * the request to merge a record, and the administrators' list where they merge or decline it.
 */
export const mergeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const riderLimit = perAccountLimit(app.ctx.config.RIDER_REQUESTS_PER_HOUR, '1 hour');
  const readLimit = perAccountLimit(120, '1 minute');

  app.get(
    '/v1/Participant/possible-duplicates',
    {
      schema: {
        tags: TAGS,
        summary: '«Возможно, это тоже вы»: записи, похожие на собственного участника',
        description: `${BEYOND} Только для своего участника: то же или переставленное имя, имя латиницей, близкий год рождения, ни одной гонки в один день; без учётной записи.`,
        querystring: possibleDuplicatesQuerySchema,
        response: withErrors({ 200: possibleDuplicatesSchema }),
      },
      config: { access: 'confirmed', cache: personalRead, rateLimit: readLimit },
    },
    async (request) =>
      listPossibleDuplicates(app.ctx, requireUser(request.user), request.query.participantId),
  );

  app.post(
    '/v1/MergeRequest',
    {
      schema: {
        tags: TAGS,
        summary: 'Запрос администраторам: объединить с собственным участником похожую запись',
        description: `${BEYOND} Только запись из «Возможно, это тоже вы»; один открытый запрос на пару.`,
        body: createMergeRequestSchema,
        response: withErrors({ 200: mergeRequestSchema }),
      },
      config: { access: 'confirmed', cache: privateWrite, rateLimit: riderLimit },
    },
    async (request) => createMergeRequest(app.ctx, requireUser(request.user), request.body),
  );

  app.post(
    '/v1/Admin/paged-merge-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Запросы участников на объединение, открытые сверху (администраторы)',
        description: BEYOND,
        body: pagedMergeRequestsRequestSchema,
        response: withErrors({ 200: pagedMergeRequestsResponseSchema }),
      },
      config: { access: 'admin', cache: personalRead },
    },
    async (request) => listMergeRequests(app.ctx, request.body),
  );

  app.post(
    '/v1/Admin/merge-requests/:id/approve',
    {
      schema: {
        tags: TAGS,
        summary: 'Одобрить запрос: объединить записи (как merge-participants, с журналом и отменой)',
        description: `${BEYOND} Остаётся участник, подавший запрос; takeFromOther — поля, взятые из второй записи.`,
        params: idParamsSchema,
        body: approveMergeRequestSchema,
        response: withErrors({ 200: approveMergeRequestResponseSchema }),
      },
      // As merge-participants: the kept rider takes the other's results, starts, account and followers.
      config: {
        access: 'admin',
        cache: writes('rider', 'season', 'protocol', 'club', 'startList', 'user', 'follows'),
      },
    },
    async (request) =>
      approveMergeRequest(app.ctx, requireUser(request.user), request.params.id, request.body.takeFromOther),
  );

  app.post(
    '/v1/Admin/merge-requests/:id/decline',
    {
      schema: {
        tags: TAGS,
        summary: 'Отклонить запрос на объединение с причиной (участник получит уведомление)',
        description: BEYOND,
        params: idParamsSchema,
        body: rejectRequestSchema,
        response: withErrors({ 200: mergeRequestDecisionSchema }),
      },
      config: { access: 'admin', cache: privateWrite },
    },
    async (request) =>
      declineMergeRequest(app.ctx, requireUser(request.user), request.params.id, request.body.reason),
  );
};
