import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { eventCalendarFeedQuerySchema } from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { calendarFeed } from '../../domain/events/calendar-feed.js';
import { calendarLinkUser, issueCalendarLink } from '../../domain/events/calendar-token.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { plainText, sendText, withErrors } from '../http.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const notModified = z.null().describe('Не изменился: копия клиента актуальна (If-None-Match)');

/** The iCalendar feed of events (beyond the spec) and the personal link to one's favourites. */
export const eventCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Event/calendar.ics',
    {
      config: {
        // Public, or a user's favourites through a personal token link. Not kept by the read cache:
        // it answers If-None-Match itself, and a personal link's feed is its owner's.
        access: 'public',
        cache: personalRead,
      },
      schema: {
        tags: ['Мероприятия'],
        summary: 'Календарь iCalendar (RFC 5545) для подписки в календаре телефона',
        description:
          'Мероприятия от года назад и все будущие, как события на весь день: все, одного организатора (organizerId) или избранные пользователя по личной ссылке (token из POST /v1/User/calendar-token). Недействительный token — 401.',
        querystring: eventCalendarFeedQuerySchema,
        produces: ['text/calendar'],
        response: withErrors({ 200: z.string().describe('VCALENDAR'), 304: notModified }),
      },
    },
    async (request, reply) => {
      const { organizerId, token } = request.query;
      const favoritesOfUserId = token === undefined ? null : await calendarLinkUser(app.ctx, token);
      const body = await calendarFeed(app.ctx, { organizerId, favoritesOfUserId });
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      reply
        .header('cache-control', favoritesOfUserId === null ? 'public, max-age=900' : 'private, max-age=900')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="velorating.ics"');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .type(ICS_TYPE)
        .serializer((payload) => String(payload))
        .send(body);
    },
  );

  app.post(
    '/v1/User/calendar-token',
    {
      config: { access: 'signedIn', cache: privateWrite },
      schema: {
        tags: ['Мероприятия'],
        summary:
          'Личная ссылка на календарь избранных мероприятий (текст: адрес …/v1/Event/calendar.ics?token=…)',
        description:
          'Ссылка действует десять лет или до смены пароля, блокировки или смены ролей; новая ссылка не отменяет старые.',
        response: withErrors({ 200: plainText }),
      },
    },
    async (request, reply) => sendText(reply, await issueCalendarLink(app.ctx, requireUser(request.user))),
  );
};
