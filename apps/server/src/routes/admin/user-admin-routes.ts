import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addNewAdminRequestSchema,
  organizerUsersQuerySchema,
  pagedUsersRequestSchema,
  pagedUsersResponseSchema,
  rejectUserRequestSchema,
  suggestUserQuerySchema,
  userSuggestionSchema,
  int32Param,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { addAdminRole, addNewAdmin, removeAdminRole } from '../../domain/admin-users/admin-roles.js';
import { deleteUser, toggleUserBlock } from '../../domain/admin-users/block-user.js';
import { confirmUser } from '../../domain/admin-users/confirm-user.js';
import {
  countUnconfirmedUsers,
  listUsers,
  suggestUsers,
  usersOfOrganizer,
} from '../../domain/admin-users/list-users.js';
import { rejectUser } from '../../domain/admin-users/reject-user.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Администрирование пользователей'];
const idParams = z.object({ id: int32Param().positive() });

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Admin/add-admin-role/:id',
    {
      config: { access: 'admin', cache: writes('user') },
      schema: {
        tags: TAGS,
        summary: 'Выдать роль администратора',
        params: idParams,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await addAdminRole(app.ctx, request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.delete(
    '/v1/Admin/admin-role/:id',
    {
      config: { access: 'admin', cache: writes('user') },
      schema: {
        tags: TAGS,
        summary: 'Снять роль администратора',
        params: idParams,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await removeAdminRole(app.ctx, requireUser(request.user).id, request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Admin/add-new-admin',
    {
      config: { access: 'admin', cache: writes('user') },
      schema: {
        tags: TAGS,
        summary: 'Новый администратор: учётная запись и письмо-приглашение',
        body: addNewAdminRequestSchema,
        response: withErrors({ 200: z.object({ userId: z.int32() }) }),
      },
    },
    async (request) => ({ userId: await addNewAdmin(app.ctx, request.body) }),
  );

  app.get(
    '/v1/Admin/block-user/:id',
    {
      config: {
        access: 'admin',
        cache: writes('user'),
      },
      schema: {
        tags: TAGS,
        summary: 'Заблокировать (или разблокировать заблокированного); ответ — заблокирован ли теперь',
        params: idParams,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) =>
      sendBooleanText(reply, await toggleUserBlock(app.ctx, requireUser(request.user).id, request.params.id)),
  );

  app.get(
    '/v1/Admin/confirm-user/:userId',
    {
      config: {
        access: 'admin',
        // A confirmed participant's rider gets the account; an organizer may be made.
        cache: writes('user', 'rider', 'organizer'),
      },
      schema: {
        tags: TAGS,
        summary: 'Подтвердить учётную запись (организатора — с привязкой к организатору)',
        params: z.object({ userId: int32Param().positive() }),
        querystring: z.object({ eventOrganizerId: int32Param().positive().optional() }),
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await confirmUser(app.ctx, request.params.userId, request.query.eventOrganizerId);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Admin/reject-user',
    {
      config: { access: 'admin', cache: writes('user') },
      schema: {
        tags: TAGS,
        summary: 'Отклонить заявку с причиной',
        body: rejectUserRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await rejectUser(app.ctx, requireUser(request.user).id, request.body.userId, request.body.rejectReason);
      return sendBooleanText(reply, true);
    },
  );

  app.delete(
    '/v1/Admin/user/:id',
    {
      config: { access: 'admin', cache: writes('user', 'rider', 'follows') },
      schema: {
        tags: TAGS,
        summary: 'Удалить учётную запись (участник и результаты остаются)',
        params: idParams,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteUser(app.ctx, requireUser(request.user).id, request.params.id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/Admin/paged-users',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Пользователи с поиском и фильтром по роли',
        body: pagedUsersRequestSchema,
        response: withErrors({ 200: pagedUsersResponseSchema }),
      },
    },
    async (request) => listUsers(app.ctx, request.body),
  );

  app.get(
    '/v1/Admin/not-confirmed-users-count',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Число учётных записей, ждущих подтверждения',
        response: withErrors({ 200: z.int32() }),
      },
    },
    async () => countUnconfirmedUsers(app.ctx),
  );

  app.get(
    '/v1/User/suggest-user',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Подсказка пользователей по имени или email',
        querystring: suggestUserQuerySchema,
        response: withErrors({ 200: z.array(userSuggestionSchema) }),
      },
    },
    async (request) => suggestUsers(app.ctx, request.query.query, request.query.takeCount),
  );

  app.get(
    '/v1/EventOrganizer/users',
    {
      config: {
        // An organizer may see the accounts of its own organizer; administrators any.
        access: 'organizer',
        cache: personalRead,
      },
      schema: {
        tags: ['Организаторы'],
        summary: 'Учётные записи организатора',
        querystring: organizerUsersQuerySchema,
        response: withErrors({ 200: z.array(userSuggestionSchema) }),
      },
    },
    async (request) => usersOfOrganizer(app.ctx, requireUser(request.user), request.query.eventOrganizerId),
  );
};
