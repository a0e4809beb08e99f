import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disciplinesResponseSchema,
  eventCalendarQuerySchema,
  eventCalendarResponseSchema,
  eventQuerySchema,
  eventSchema,
  idParamsSchema,
  organizerNamesResponseSchema,
  pagedEventsRequestSchema,
  pagedEventsResponseSchema,
} from '@velo/contracts';
import { eventCalendar } from '../../domain/events/event-calendar.js';
import { listDisciplines, listOrganizerNames } from '../../domain/events/event-reference.js';
import { getEvent, listEvents } from '../../domain/events/list-events.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead, riderMarks, type ParamsOf, type QueryOf } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';
import { requireSession } from './session-required.js';

const TAGS = ['Мероприятия'];

const FAVORITES_NOTE =
  'Отметки избранного (inCurrentUserFavorites) заполняются только для вошедшего пользователя; без токена — false. «Только избранные» без входа — 401.';

/** The public event reads (part 2 §7.5): the calendar, the list and one event. */
export const eventReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Event/paged',
    {
      config: { access: 'public', cache: publicRead(() => [tag.event()]) },
      schema: {
        tags: TAGS,
        summary: 'Мероприятия: период, организатор, дисциплина, поиск по названию, организатору и тегам',
        description: `Сортировка: eventDate (по умолчанию, по возрастанию), raceName, organizer, createdOn. ${FAVORITES_NOTE}`,
        body: pagedEventsRequestSchema,
        response: withErrors({ 200: pagedEventsResponseSchema }),
      },
    },
    async (request) => {
      if (request.body.getOnlyUserFavoritesEvents) requireSession(request);
      return listEvents(app.ctx, request.user, request.body);
    },
  );

  app.get(
    '/v1/Event/calendar',
    {
      config: { access: 'public', cache: publicRead(() => [tag.event()]) },
      schema: {
        tags: TAGS,
        summary: 'Календарь мероприятий по дням',
        description:
          'Период: year и month (месяц), только year (весь год) или from и to (дни ГГГГ-ММ-ДД включительно, не длиннее 366 дней); без них — текущий месяц (UTC). ' +
          'Фильтры organizerId, disciplineTypeId, getOnlyUserFavoritesEvents; includeWeather (по умолчанию false), includeEventFavoritesMarks (по умолчанию true). ' +
          `Ответ: { start, end, totalCount, days: [{ date, events }] } — только дни с мероприятиями, по возрастанию. ${FAVORITES_NOTE}`,
        querystring: eventCalendarQuerySchema,
        response: withErrors({ 200: eventCalendarResponseSchema }),
      },
    },
    async (request) => {
      if (request.query.getOnlyUserFavoritesEvents) requireSession(request);
      return eventCalendar(app.ctx, request.user, request.query);
    },
  );

  app.get(
    '/v1/Event/disciplines',
    {
      config: { access: 'public', cache: publicRead(() => [tag.reference()], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Дисциплины мероприятий (id — disciplineTypeId), по алфавиту',
        response: withErrors({ 200: disciplinesResponseSchema }),
      },
    },
    async () => listDisciplines(app.ctx),
  );

  app.get(
    '/v1/Event/organizers-names-list',
    {
      config: {
        access: 'public',
        cache: publicRead(() => [tag.event(), tag.organizer()], { signedIn: 'same' }),
      },
      schema: {
        tags: TAGS,
        summary: 'Названия организаторов, у которых есть мероприятия, по алфавиту',
        response: withErrors({ 200: organizerNamesResponseSchema }),
      },
    },
    async () => listOrganizerNames(app.ctx),
  );

  app.get(
    '/v1/Event/:id',
    {
      config: {
        access: 'public',
        cache: publicRead(
          ({ params }: ParamsOf<typeof idParamsSchema>) => [tag.event(params.id)],
          // A signed-in caller's event is the guests' with their own favourite mark of it.
          {
            signedIn: riderMarks(
              ({ params, query }: ParamsOf<typeof idParamsSchema> & QueryOf<typeof eventQuerySchema>) => ({
                marks: query.includeEventFavoritesMark,
                rootEvent: params.id,
              }),
            ),
          },
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Мероприятие с погодой',
        description: FAVORITES_NOTE,
        params: idParamsSchema,
        querystring: eventQuerySchema,
        response: withErrors({ 200: eventSchema }),
      },
    },
    async (request) =>
      getEvent(app.ctx, request.user, request.params.id, request.query.includeEventFavoritesMark),
  );
};
