import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminParticipantClaimSchema,
  claimSuggestionsQuerySchema,
  claimSuggestionsSchema,
  createParticipantClaimFormSchema,
  currentParticipantClaimSchema,
  errorBodySchema,
  idParamsSchema,
  pagedParticipantClaimsRequestSchema,
  pagedParticipantClaimsResponseSchema,
  pagedUnreviewedLinksRequestSchema,
  pagedUnreviewedLinksResponseSchema,
  participantClaimSchema,
  rejectParticipantClaimRequestSchema,
  unlinkParticipantRequestSchema,
  unreviewedLinkParamsSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { createClaim } from '../../domain/participant-claims/create-claim.js';
import { approveClaim, rejectClaim } from '../../domain/participant-claims/decide-claim.js';
import { getCurrentClaim } from '../../domain/participant-claims/get-current-claim.js';
import { listClaims } from '../../domain/participant-claims/list-claims.js';
import { suggestClaimRiders } from '../../domain/participant-claims/suggest-claim-riders.js';
import {
  listUnreviewedLinks,
  markLinkReviewed,
  undoNameLink,
} from '../../domain/participant-claims/unreviewed-links.js';
import { withdrawClaim } from '../../domain/participant-claims/withdraw-claim.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';
import { personalRead, privateWrite, writes } from '../../plugins/cache-class.js';

const TAGS = ['Заявки на профили участников'];

/** Limits count per account (the rule lets only signed-in callers in), else per address. */
const perAccount = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

/**
 * Claims of riders' profiles (issue 34): a signed-in user finds their rider and claims it (only for
 * themselves); administrators approve or reject claims and review the links the old name rule made.
 */
export const participantClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const perHour = app.ctx.config.CLAIM_RATE_LIMIT_PER_HOUR;
  const claimLimit = { max: perHour, timeWindow: '1 hour', keyGenerator: perAccount };
  const suggestionLimit = { max: perHour * 10, timeWindow: '1 hour', keyGenerator: perAccount };

  app.get(
    '/v1/ParticipantClaim/suggestions',
    {
      config: { access: 'signedIn', cache: personalRead, rateLimit: suggestionLimit },
      schema: {
        tags: TAGS,
        summary: 'Участники, которыми может быть вошедший пользователь (шаг «Найдите себя»)',
        description:
          'По имени учётной записи (и году рождения, если его сообщил сервис входа) или по имени, введённому в name («Фамилия Имя»): участники с тем же именем (и с переставленными фамилией и именем), затем похожие (латиница, ё/е, опечатка, другой год). Не больше 10, у каждого клуб, город, число гонок и три последние гонки.',
        querystring: claimSuggestionsQuerySchema,
        response: withErrors({ 200: claimSuggestionsSchema }),
      },
    },
    async (request) => suggestClaimRiders(app.ctx, requireUser(request.user), request.query.name),
  );

  app.get(
    '/v1/ParticipantClaim/current',
    {
      config: { access: 'signedIn', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Последняя заявка вошедшего пользователя и может ли он подать заявку сейчас',
        response: withErrors({ 200: currentParticipantClaimSchema }),
      },
    },
    async (request) => getCurrentClaim(app.ctx, requireUser(request.user)),
  );

  app.post(
    '/v1/ParticipantClaim',
    {
      config: { access: 'signedIn', cache: privateWrite, rateLimit: claimLimit },
      schema: {
        tags: TAGS,
        summary:
          'Заявка на профиль участника (multipart: participantId или isNewRider=true, comment, strava, файл photo)',
        description:
          'Всегда заявка самого вошедшего пользователя. 409, если к учётной записи уже привязан участник, если у пользователя есть заявка на рассмотрении, или если профиль участника уже привязан к другой учётной записи. Фотография лицензии или стартового номера — .pdf, .jpeg или .png по содержимому (иначе 415), не больше 30 Мб (иначе 413); её видят только автор и администраторы. Сервис входа и то, что он сообщил (имя, год рождения, e-mail), сохраняются с заявкой.',
        consumes: ['multipart/form-data'],
        response: withErrors({
          200: participantClaimSchema,
          413: errorBodySchema.describe('Файл больше 30 Мб'),
          415: errorBodySchema.describe('Файл не .pdf, .jpeg или .png'),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const form = await readForm(request);
      return createClaim(
        app.ctx,
        user,
        parseForm(createParticipantClaimFormSchema, form.fields),
        form.files.photo,
      );
    },
  );

  app.delete(
    '/v1/ParticipantClaim/:id',
    {
      config: { access: 'signedIn', cache: privateWrite, rateLimit: claimLimit },
      schema: {
        tags: TAGS,
        summary: 'Отозвать свою заявку на рассмотрении',
        params: idParamsSchema,
        response: withErrors({ 200: participantClaimSchema }),
      },
    },
    async (request) => withdrawClaim(app.ctx, requireUser(request.user), request.params.id),
  );

  app.post(
    '/v1/Admin/paged-participant-claims',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Заявки на профили участников: доказательства рядом с профилем и последними гонками',
        description:
          'status — open (по умолчанию все), approved, rejected или withdrawn; заявки на рассмотрении — от старых к новым, решённые — от новых к старым.',
        body: pagedParticipantClaimsRequestSchema,
        response: withErrors({ 200: pagedParticipantClaimsResponseSchema }),
      },
    },
    async (request) => listClaims(app.ctx, request.body),
  );

  app.post(
    '/v1/Admin/participant-claims/:id/approve',
    {
      // The rider's profile gains its account; the account's session its rider and role.
      config: { access: 'admin', cache: writes('rider', 'user') },
      schema: {
        tags: TAGS,
        summary: 'Одобрить заявку: привязать учётную запись к участнику',
        description:
          'Учётная запись привязывается к участнику (или к новому участнику с её именем, если в заявке «Меня нет в списке»), получает роль участника и, если ждала подтверждения как участник, подтверждается. Пользователь получает письмо и уведомление; действие записывается в журнал. 409 — заявка уже рассмотрена, к учётной записи уже привязан участник, профиль участника привязан к другой учётной записи или участника больше нет. Свою заявку администратор не решает (403).',
        params: idParamsSchema,
        response: withErrors({ 200: adminParticipantClaimSchema }),
      },
    },
    async (request) => approveClaim(app.ctx, requireUser(request.user), request.params.id),
  );

  app.post(
    '/v1/Admin/participant-claims/:id/reject',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Отклонить заявку с причиной',
        description:
          'Причина обязательна (до 1000 символов); пользователь получает её в письме и уведомлении и может подать новую заявку. Действие записывается в журнал.',
        params: idParamsSchema,
        body: rejectParticipantClaimRequestSchema,
        response: withErrors({ 200: adminParticipantClaimSchema }),
      },
    },
    async (request) =>
      rejectClaim(app.ctx, requireUser(request.user), request.params.id, request.body.reason),
  );

  app.post(
    '/v1/Admin/paged-unreviewed-links',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Учётные записи, привязанные к участникам по совпадению имени и ещё не проверенные',
        description: 'От давних регистраций к новым; search — часть e-mail или имени.',
        body: pagedUnreviewedLinksRequestSchema,
        response: withErrors({ 200: pagedUnreviewedLinksResponseSchema }),
      },
    },
    async (request) => listUnreviewedLinks(app.ctx, request.body),
  );

  app.post(
    '/v1/Admin/unreviewed-links/:userId/review',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Отметить привязку по совпадению имени проверенной',
        params: unreviewedLinkParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await markLinkReviewed(app.ctx, requireUser(request.user), request.params.userId);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Admin/unreviewed-links/:userId/unlink',
    {
      // The rider's profile loses its account; the account's session its rider.
      config: { access: 'admin', cache: writes('rider', 'user') },
      schema: {
        tags: TAGS,
        summary: 'Отменить привязку по совпадению имени (с причиной; пользователю сообщается)',
        params: unreviewedLinkParamsSchema,
        body: unlinkParticipantRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await undoNameLink(app.ctx, requireUser(request.user), request.params.userId, request.body.reason);
      return sendBooleanText(reply, true);
    },
  );
};
