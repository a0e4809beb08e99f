import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  broadcastRunsResponseSchema,
  notificationBroadcastResponseSchema,
  yearResultsNotificationsRequestSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { listBroadcastRuns, runBroadcast } from '../../domain/notifications/run-broadcast.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Уведомления'];

/**
 * The administrators' broadcasts (part 2 §7.6; issue 18): each creates notifications with their
 * messages and queues their delivery (the jobs are in domain/job-registry.ts).
 */
export const notificationBroadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Notification/participants-year-results-email-notifications',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Итоги сезона каждому гонщику письмом (очки, место, старты — как в итогах года профиля)',
        description:
          'Гонщикам с учётной записью, стартовавшим в сезоне year. Один раз за сезон: повторный вызов не создаёт уведомлений тем, кому они уже созданы (alreadyNotified).',
        body: yearResultsNotificationsRequestSchema,
        response: withErrors({ 200: notificationBroadcastResponseSchema }),
      },
    },
    async (request) =>
      runBroadcast(app.ctx, 'yearResults', {
        userId: requireUser(request.user).id,
        year: request.body.year,
      }),
  );

  app.patch(
    '/v1/Notification/send-closest-events-notification',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Письмо с ближайшими стартами (14 дней) каждому гонщику, избранные первыми',
        description:
          'Один раз в неделю на гонщика; по понедельникам рассылка уходит и сама. Без стартов в ближайшие 14 дней ничего не отправляется.',
        response: withErrors({ 200: notificationBroadcastResponseSchema }),
      },
    },
    async (request) => runBroadcast(app.ctx, 'closestEventsEmail', { userId: requireUser(request.user).id }),
  );

  app.patch(
    '/v1/Notification/send-closest-events-notifications-to-tg-subscribers',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Ближайшие старты (14 дней) ботом в привязанные чаты подписчиков',
        description: 'Без настроенного бота — 404. Один раз в неделю на гонщика.',
        response: withErrors({ 200: notificationBroadcastResponseSchema }),
      },
    },
    async (request) =>
      runBroadcast(app.ctx, 'closestEventsMessenger', { userId: requireUser(request.user).id }),
  );

  app.get(
    '/v1/Notification/broadcasts',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Когда и кем каждая из трёх рассылок отправлена последний раз, и что она сделала',
        description:
          'По одной записи на рассылку, которая хоть раз отправлялась; sentBy = null — по расписанию (еженедельная рассылка по понедельникам).',
        response: withErrors({ 200: broadcastRunsResponseSchema }),
      },
    },
    async () => listBroadcastRuns(app.ctx),
  );
};
