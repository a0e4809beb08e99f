import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationMessageIdParamsSchema,
  notificationMessageSchema,
  sendNotificationMessageQuerySchema,
  sendNotificationMessageResponseSchema,
  updateNotificationMessageFormSchema,
} from '@velo/contracts';
import {
  deleteNotificationMessage,
  getNotificationMessage,
  updateNotificationMessage,
} from '../../domain/notifications/notification-message.js';
import { sendNotificationMessage } from '../../domain/notifications/send-notification-message.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Уведомления'];

/** Notification messages (part 2 §3, §7.6; issue 18): administrators only, by the access rules. */
export const notificationMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Notification/notification-message/:id',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Сообщение уведомления: текст, теги, отправлено ли',
        params: notificationMessageIdParamsSchema,
        response: withErrors({ 200: notificationMessageSchema }),
      },
    },
    async (request) => getNotificationMessage(app.ctx, request.params.id),
  );

  app.delete(
    '/v1/Notification/notification-message/:id',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Удалить сообщение уведомления (уведомления остаются без сообщения; ответ — текст true)',
        params: notificationMessageIdParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteNotificationMessage(app.ctx, request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.put(
    '/v1/Notification/notification-message',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Изменить текст сообщения (multipart: id, text)',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: notificationMessageSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request, { files: 0 });
      return updateNotificationMessage(app.ctx, parseForm(updateNotificationMessageFormSchema, form.fields));
    },
  );

  app.patch(
    '/v1/Notification/send-notification-message',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Отправить сообщение получателям его уведомлений: письмом и ботом в привязанные чаты',
        description:
          'isSent становится true, когда письма всем получателям поставлены в очередь отправки. Отправленное сообщение повторно уходит только с resend=true; без него ответ — сообщение как есть, mails и chats равны 0.',
        querystring: sendNotificationMessageQuerySchema,
        response: withErrors({ 200: sendNotificationMessageResponseSchema }),
      },
    },
    async (request) => sendNotificationMessage(app.ctx, request.query),
  );
};
