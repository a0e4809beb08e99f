import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDisciplineRequestSchema,
  createEventFormSchema,
  disciplineSchema,
  eventSchema,
  idParamsSchema,
  pagedEventsRequestSchema,
  pagedEventsResponseSchema,
  updateEventFormSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { createEvent } from '../../domain/events/create-event.js';
import { deleteEvent } from '../../domain/events/delete-event.js';
import { addDiscipline } from '../../domain/events/event-reference.js';
import { listCabinetEvents } from '../../domain/events/list-cabinet-events.js';
import { updateEvent } from '../../domain/events/update-event.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Мероприятия'];

/** An event's name, day and organizer show in its protocols, its riders' races, the seasons and next starts. */
const EVENT_CHANGES = writes('event', 'protocol', 'season', 'rider', 'startList');
const MULTIPART = ['multipart/form-data'];
/** The event forms list their tags and carry two files, a logo and a map. */
const EVENT_FORM = { lists: ['tags'], files: 2 };
const FORM_FIELDS =
  'eventDate, isRating, organizerId, eventName, eventInfoUrl, startPoint.latitude, startPoint.longitude, tags, disciplineTypeId, mapFileId; файлы logo и mapFile';

/** The cabinet's event calls (part 2 §7.5): an organizer for its own organizer, an administrator for any. */
export const eventCabinetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Event/disciplines',
    {
      config: { access: 'admin', cache: writes('reference') },
      schema: {
        tags: TAGS,
        summary: 'Новая дисциплина (только администратор; вне каталога вызовов)',
        body: createDisciplineRequestSchema,
        response: withErrors({ 200: disciplineSchema }),
      },
    },
    async (request) => addDiscipline(app.ctx, request.body.name),
  );

  app.post(
    '/v1/Event',
    {
      config: { access: 'organizer', cache: EVENT_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Новое мероприятие (multipart)',
        description: `Поля формы: ${FORM_FIELDS}.`,
        consumes: MULTIPART,
        response: withErrors({ 200: eventSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request, EVENT_FORM);
      const input = parseForm(createEventFormSchema, form.fields);
      return createEvent(app.ctx, requireUser(request.user), input, form.files);
    },
  );

  app.put(
    '/v1/Event',
    {
      config: { access: 'organizer', cache: EVENT_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Изменить мероприятие (multipart; не переданные поля остаются прежними)',
        description: `Поля формы: id, ${FORM_FIELDS}; флаги needToDeleteLogo, needToDeleteMap, needToDeleteStartPoint.`,
        consumes: MULTIPART,
        response: withErrors({ 200: eventSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request, EVENT_FORM);
      const input = parseForm(updateEventFormSchema, form.fields);
      return updateEvent(app.ctx, requireUser(request.user), input, form.files);
    },
  );

  app.delete(
    '/v1/Event/:id',
    {
      config: { access: 'organizer', cache: EVENT_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Удалить мероприятие (отказ, пока на него ссылаются протоколы)',
        params: idParamsSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteEvent(app.ctx, requireUser(request.user), request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Event/paged-lk',
    {
      config: { access: 'organizer', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Мероприятия кабинета: организатор видит только своего организатора',
        body: pagedEventsRequestSchema,
        response: withErrors({ 200: pagedEventsResponseSchema }),
      },
    },
    async (request) => listCabinetEvents(app.ctx, requireUser(request.user), request.body),
  );
};
