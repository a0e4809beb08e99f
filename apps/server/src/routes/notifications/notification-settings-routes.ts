import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  updateNotificationSettingsSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import {
  BAD_UNSUBSCRIBE_LINK,
  getNotificationSettings,
  unsubscribeByToken,
  unsubscribeTarget,
  updateNotificationSettings,
} from '../../domain/notifications/notification-settings.js';
import { unsubscribePage } from '../../domain/notifications/unsubscribe-page.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Уведомления'];

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);

/**
 * The rider's channels (issue 18): the profile reads and switches e-mail and messenger, and every
 * notification mail's link switches e-mail off without signing in (a page with a button: a mail
 * scanner that opens the link does not unsubscribe anyone).
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's form posts application/x-www-form-urlencoded; the token travels in the query.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/v1/User/notification-settings',
    {
      config: { access: 'signedIn', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Уведомления текущего пользователя: каналы (письма, бот) и какие результаты сообщать',
        response: withErrors({ 200: notificationSettingsSchema }),
      },
    },
    async (request) => getNotificationSettings(app.ctx, requireUser(request.user).id),
  );

  app.patch(
    '/v1/User/notification-settings',
    {
      config: { access: 'signedIn', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary:
          'Включить или выключить каналы (notifyByEmail, notifyByMessenger) и уведомления о результатах (notifyOwnResults, notifyFavoriteParticipants, notifyFavoriteEvents)',
        body: updateNotificationSettingsSchema,
        response: withErrors({ 200: notificationSettingsSchema }),
      },
    },
    async (request) => updateNotificationSettings(app.ctx, requireUser(request.user).id, request.body),
  );

  // The mail's unsubscribe link (a signed token): the page asks, the form switches mail off.
  app.get(
    '/unsubscribe',
    {
      config: { access: 'public', cache: personalRead },
      schema: { hide: true, querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const target = await unsubscribeTarget(app.ctx, request.query.token);
      if (!target)
        return sendPage(reply, 400, unsubscribePage({ kind: 'invalid', message: BAD_UNSUBSCRIBE_LINK }));
      return sendPage(
        reply,
        200,
        unsubscribePage(
          target.notifyByEmail
            ? { kind: 'confirm', email: target.maskedEmail, token: request.query.token }
            : { kind: 'done', email: target.maskedEmail },
        ),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public', cache: privateWrite },
      schema: { hide: true, querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const email = await unsubscribeByToken(app.ctx, request.query.token);
      if (email === null)
        return sendPage(reply, 400, unsubscribePage({ kind: 'invalid', message: BAD_UNSUBSCRIBE_LINK }));
      return sendPage(reply, 200, unsubscribePage({ kind: 'done', email }));
    },
  );
};
