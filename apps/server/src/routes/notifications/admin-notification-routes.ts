import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationIdQuerySchema,
  pagedNotificationsRequestSchema,
  pagedNotificationsResponseSchema,
  unreadNotificationsCountSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import {
  countUnreadNotifications,
  deleteNotification,
  markNotificationRead,
  pagedNotifications,
} from '../../domain/notifications/admin-notifications.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Уведомления'];

/** The administrators' notifications (part 2 §7.6): administrators only, by the access rules. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.post(
    '/v1/Admin/paged-notifications',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Уведомления администраторов, новые сверху (notificationTypes, page, size)',
        description:
          'Общие уведомления администраторов и адресованные вызывающему администратору. Прочтение и удаление общего уведомления действует для всех администраторов.',
        body: pagedNotificationsRequestSchema,
        response: withErrors({ 200: pagedNotificationsResponseSchema }),
      },
    },
    async (request) => pagedNotifications(db(), requireUser(request.user), request.body),
  );

  app.delete(
    '/v1/Admin/notification/:id',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Удалить уведомление (ответ — текст true)',
        params: notificationIdParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteNotification(db(), requireUser(request.user), request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.patch(
    '/v1/Admin/notification/read',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Отметить уведомление прочитанным (query id; ответ — текст true)',
        querystring: notificationIdQuerySchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await markNotificationRead(db(), requireUser(request.user), request.query.id);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/Admin/notification/unread',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Число непрочитанных уведомлений',
        response: withErrors({ 200: unreadNotificationsCountSchema }),
      },
    },
    async (request) => countUnreadNotifications(db(), requireUser(request.user)),
  );
};
