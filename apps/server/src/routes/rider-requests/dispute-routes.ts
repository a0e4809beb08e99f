import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctResultRequestSchema,
  createResultDisputeRequestSchema,
  idParamsSchema,
  moveDisputedResultRequestSchema,
  ownResultDisputeSchema,
  pagedResultDisputesRequestSchema,
  pagedResultDisputesResponseSchema,
  participantSuggestionSchema,
  rejectRequestSchema,
  resultDisputeDecisionSchema,
  suggestParticipantQuerySchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { suggestParticipants } from '../../domain/participant-merge/suggest-participants.js';
import { correctDisputedResult } from '../../domain/result-disputes/correct-disputed-result.js';
import { createResultDispute } from '../../domain/result-disputes/create-result-dispute.js';
import { listOwnDisputes, listResultDisputes } from '../../domain/result-disputes/list-result-disputes.js';
import { moveDisputedResult } from '../../domain/result-disputes/move-disputed-result.js';
import { rejectResultDispute } from '../../domain/result-disputes/reject-result-dispute.js';
import { undoDisputeDecision } from '../../domain/result-disputes/undo-dispute-decision.js';
import { withErrors } from '../http.js';
import { perAccountLimit } from '../rate-limits.js';
import { organizerRecordAction } from '../record-action.js';
import { personalRead, writes } from '../../plugins/cache-class.js';

/**
 * A move, a correction or their undo changes a result row: its protocol and event, the riders it
 * was and is with, and the season's standings (the use cases name them; the recalculation what moved).
 */
const RESULT_CHANGES = writes('protocol', 'event', 'season', 'rider', 'club');

/**
 * Opening or rejecting a request changes the open protests a protocol list shows (the use cases
 * name the protocol and its event: dispute-changes.ts).
 */
const OPEN_REQUESTS_CHANGE = writes('protocol', 'event');

const TAGS = ['Запросы участников'];
const BEYOND = 'Вне спецификации (задача 34).';
const DECIDER = `${BEYOND} Организатор протокола или администратор.`;

/**
 * Disputing a result (issue 34): the rider files a request about a result of their own; the
 * protocol's organizer or an administrator moves the result, corrects the row, rejects the request,
 * or undoes the move or correction. Each route declares its rule; ownership is in the use cases.
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const riderLimit = perAccountLimit(app.ctx.config.RIDER_REQUESTS_PER_HOUR, '1 hour');
  const decisionLimit = perAccountLimit(120, '1 minute');

  app.post(
    '/v1/ResultDispute',
    {
      schema: {
        tags: TAGS,
        summary: 'Запрос участника о своём результате: «Это не мой результат» или «Ошибка в результате»',
        description: `${BEYOND} Только о результате собственного участника; один открытый запрос на результат.`,
        body: createResultDisputeRequestSchema,
        response: withErrors({ 200: ownResultDisputeSchema }),
      },
      config: { access: 'confirmed', cache: OPEN_REQUESTS_CHANGE, rateLimit: riderLimit },
    },
    async (request) => createResultDispute(app.ctx, requireUser(request.user), request.body),
  );

  app.get(
    '/v1/ResultDispute/own',
    {
      schema: {
        tags: TAGS,
        summary: 'Запросы участника о своих результатах, новые сверху',
        description: BEYOND,
        response: withErrors({ 200: z.array(ownResultDisputeSchema) }),
      },
      config: { access: 'signedIn', cache: personalRead },
    },
    async (request) => listOwnDisputes(app.ctx, requireUser(request.user)),
  );

  app.post(
    '/v1/ResultDispute/paged',
    {
      schema: {
        tags: TAGS,
        summary: 'Запросы о результатах протоколов организатора (администратору — всех), открытые сверху',
        description: BEYOND,
        body: pagedResultDisputesRequestSchema,
        response: withErrors({ 200: pagedResultDisputesResponseSchema }),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request) => listResultDisputes(app.ctx, requireUser(request.user), request.body),
  );

  app.get(
    '/v1/ResultDispute/suggest-participant',
    {
      schema: {
        tags: TAGS,
        summary: 'Участники по имени — кому перенести результат',
        description: BEYOND,
        querystring: suggestParticipantQuerySchema,
        response: withErrors({ 200: z.array(participantSuggestionSchema) }),
      },
      config: { access: 'organizer', cache: personalRead, rateLimit: decisionLimit },
    },
    async (request) => suggestParticipants(app.ctx, request.query.query, request.query.takeCount),
  );

  organizerRecordAction(
    app,
    '/v1/ResultDispute/:id/move',
    {
      tags: TAGS,
      summary:
        'Перенести результат другому участнику или новому; пересчёт сезона с дня гонки, запись в журнал',
      description: DECIDER,
      body: moveDisputedResultRequestSchema,
      answer: resultDisputeDecisionSchema,
      cache: RESULT_CHANGES,
      rateLimit: decisionLimit,
    },
    (user, id, body) => moveDisputedResult(app.ctx, user, id, body),
  );

  organizerRecordAction(
    app,
    '/v1/ResultDispute/:id/correct',
    {
      tags: TAGS,
      summary:
        'Исправить строку результата (время, место, категория, клуб, статус); пересчёт, запись в журнал',
      description: DECIDER,
      body: correctResultRequestSchema,
      answer: resultDisputeDecisionSchema,
      cache: RESULT_CHANGES,
      rateLimit: decisionLimit,
    },
    (user, id, body) => correctDisputedResult(app.ctx, user, id, body),
  );

  organizerRecordAction(
    app,
    '/v1/ResultDispute/:id/reject',
    {
      tags: TAGS,
      summary: 'Отклонить запрос с причиной (участник получит уведомление)',
      description: DECIDER,
      body: rejectRequestSchema,
      answer: resultDisputeDecisionSchema,
      cache: OPEN_REQUESTS_CHANGE,
      rateLimit: decisionLimit,
    },
    (user, id, body) => rejectResultDispute(app.ctx, user, id, body),
  );

  app.post(
    '/v1/ResultDispute/:id/undo',
    {
      schema: {
        tags: TAGS,
        summary: 'Отменить перенос или исправление по запросу (запрос снова открыт, сезон пересчитывается)',
        description: `${BEYOND} Организатор протокола или администратор; то же, что отмена в журнале.`,
        params: idParamsSchema,
        response: withErrors({ 200: resultDisputeDecisionSchema }),
      },
      config: { access: 'organizer', cache: RESULT_CHANGES, rateLimit: decisionLimit },
    },
    async (request) => undoDisputeDecision(app.ctx, requireUser(request.user), request.params.id),
  );
};
