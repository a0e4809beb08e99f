import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrganizerFormSchema,
  deleteOrganizerQuerySchema,
  organizerSchema,
  updateOrganizerFormSchema,
  updateOrganizerPictureFormSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { deleteOrganizer } from '../../domain/organizers/delete-organizer.js';
import {
  createOrganizer,
  updateOrganizer,
  updateOrganizerPicture,
} from '../../domain/organizers/save-organizer.js';
import { readForm } from '../../lib/multipart.js';
import { parseForm } from '../../lib/request-validation.js';
import { writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Организаторы'];

/** An organizer's name and logo show beside its events, protocols and series tables. */
const ORGANIZER_CHANGES = writes('organizer', 'event', 'protocol', 'season');
const MULTIPART = ['multipart/form-data'];

/** Administration of organizers (part 2 §7.5): administrators only, by the access rules. */
export const organizerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/EventOrganizer/create',
    {
      config: { access: 'admin', cache: writes('organizer') },
      schema: {
        tags: TAGS,
        summary: 'Новый организатор (multipart: name, description, файл logo)',
        consumes: MULTIPART,
        response: withErrors({ 200: organizerSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseForm(createOrganizerFormSchema, form.fields);
      return createOrganizer(app.ctx, requireUser(request.user), input, form.files.logo);
    },
  );

  app.put(
    '/v1/EventOrganizer/update',
    {
      config: { access: 'admin', cache: ORGANIZER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Изменить организатора (multipart: id, name, description, файл logo, needToDeleteLogo)',
        consumes: MULTIPART,
        response: withErrors({ 200: organizerSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseForm(updateOrganizerFormSchema, form.fields);
      return updateOrganizer(app.ctx, requireUser(request.user), input, form.files.logo);
    },
  );

  app.post(
    '/v1/EventOrganizer/update-picture',
    {
      config: { access: 'admin', cache: ORGANIZER_CHANGES },
      schema: {
        tags: TAGS,
        summary: 'Заменить логотип организатора (multipart: id, файл logo)',
        consumes: MULTIPART,
        response: withErrors({ 200: organizerSchema }),
      },
    },
    async (request) => {
      const form = await readForm(request);
      const { id } = parseForm(updateOrganizerPictureFormSchema, form.fields);
      const logo = form.files.logo ?? form.files.picture ?? form.files.file;
      return updateOrganizerPicture(app.ctx, requireUser(request.user), id, logo);
    },
  );

  app.delete(
    '/v1/EventOrganizer/delete',
    {
      config: {
        access: 'admin',
        // Refused while anything refers to it; its accounts lose it (their sessions).
        cache: writes('organizer', 'user'),
      },
      schema: {
        tags: TAGS,
        summary: 'Удалить организатора (отказ, пока на него ссылаются мероприятия, протоколы или кластеры)',
        querystring: deleteOrganizerQuerySchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteOrganizer(app.ctx, request.query.id);
      return sendBooleanText(reply, true);
    },
  );
};
