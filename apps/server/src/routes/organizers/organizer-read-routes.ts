import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizersListResponseSchema,
  pagedOrganizersRequestSchema,
  pagedOrganizersResponseSchema,
} from '@velo/contracts';
import { listOrganizers, pagedOrganizers } from '../../domain/organizers/list-organizers.js';
import { tag } from '../../infra/cache-tags.js';
import { publicRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Организаторы'];

/** The public organizer reads (part 1 §7, part 2 §7.5): the organizer dropdowns. */
export const organizerReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/EventOrganizer/list',
    {
      config: { access: 'public', cache: publicRead(() => [tag.organizer()], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Все организаторы, по алфавиту',
        response: withErrors({ 200: organizersListResponseSchema }),
      },
    },
    async () => listOrganizers(app.ctx),
  );

  app.post(
    '/v1/EventOrganizer/paged',
    {
      config: { access: 'public', cache: publicRead(() => [tag.organizer()], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Организаторы: фильтры name (содержит) и id; по умолчанию по названию по возрастанию',
        description: 'Сортировка: name (по умолчанию), createdOn, updatedOn, id.',
        body: pagedOrganizersRequestSchema,
        response: withErrors({ 200: pagedOrganizersResponseSchema }),
      },
    },
    async (request) => pagedOrganizers(app.ctx, request.body),
  );
};
