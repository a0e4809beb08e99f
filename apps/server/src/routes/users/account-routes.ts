import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  changePasswordRequestSchema,
  confirmEmailQuerySchema,
  createAddRoleRequestSchema,
  createdAddRoleRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  textSchema,
  int32Param,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { toggleFavoriteEvent, toggleFavoriteParticipant } from '../../domain/favorites/toggle-favorite.js';
import { changePassword } from '../../domain/users/change-password.js';
import { confirmEmail } from '../../domain/users/confirm-email.js';
import { createAddRoleRequest } from '../../domain/users/create-add-role-request.js';
import { deleteCurrentUser } from '../../domain/users/delete-current-user.js';
import { getCurrentUser } from '../../domain/users/get-current-user.js';
import { requestPasswordReset, resetPassword } from '../../domain/users/password-reset.js';
import { registerUser } from '../../domain/users/register-user.js';
import { signIn } from '../../domain/users/sign-in.js';
import { signOutEverywhere } from '../../domain/users/sign-out-everywhere.js';
import { privateWrite, personalRead, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Пользователь'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const authLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/v1/User/login',
    {
      config: { access: 'public', cache: privateWrite, rateLimit: authLimit },
      schema: {
        tags: TAGS,
        summary: 'Вход по email и паролю',
        body: loginRequestSchema,
        response: withErrors({ 200: authResultSchema }),
      },
    },
    async (request) => signIn(app.ctx, request.body),
  );

  app.post(
    '/v1/User/register',
    {
      config: { access: 'public', cache: privateWrite, rateLimit: authLimit },
      schema: {
        tags: TAGS,
        summary: 'Регистрация участника или организатора',
        body: registerRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await registerUser(app.ctx, request.body);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/User/confirm-email',
    {
      config: { access: 'public', cache: writes('user') },
      schema: {
        tags: TAGS,
        summary: 'Подтверждение email по ссылке из письма',
        querystring: confirmEmailQuerySchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await confirmEmail(app.ctx, request.query.userId, request.query.code);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/User/forgot-password/:email',
    {
      config: { access: 'public', cache: privateWrite, rateLimit: authLimit },
      schema: {
        tags: TAGS,
        summary: 'Письмо со ссылкой для смены пароля (ответ одинаков для любого адреса)',
        params: z.object({ email: textSchema.max(254) }),
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.ctx, request.params.email);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/User/reset-password',
    {
      config: { access: 'public', cache: writes('user'), rateLimit: authLimit },
      schema: {
        tags: TAGS,
        summary: 'Новый пароль по ссылке из письма',
        body: resetPasswordRequestSchema,
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await resetPassword(app.ctx, request.body);
      return sendBooleanText(reply, true);
    },
  );

  app.get(
    '/v1/User/get-current',
    {
      config: { access: 'signedIn', cache: personalRead, beforePasswordChange: true },
      schema: {
        tags: TAGS,
        summary: 'Текущий пользователь',
        response: withErrors({ 200: currentUserSchema }),
      },
    },
    async (request) => getCurrentUser(app.ctx, requireUser(request.user).id),
  );

  app.delete(
    '/v1/User/delete-current',
    {
      config: {
        access: 'signedIn',
        // The rider loses the account (a public profile says whether it has one).
        cache: writes('user', 'rider', 'follows'),
      },
      schema: {
        tags: TAGS,
        summary: 'Отвязать учётную запись от участника и удалить её',
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await deleteCurrentUser(app.ctx, requireUser(request.user).id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/User/logout-everywhere',
    {
      config: { access: 'signedIn', cache: writes('user'), beforePasswordChange: true },
      schema: {
        tags: TAGS,
        summary:
          'Выйти на всех устройствах: все выданные сессии (и личные ссылки на календарь) перестают действовать',
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) => {
      await signOutEverywhere(app.ctx, requireUser(request.user).id);
      return sendBooleanText(reply, true);
    },
  );

  app.post(
    '/v1/User/change-password',
    {
      schema: {
        tags: TAGS,
        summary:
          'Сменить пароль, зная текущий (вне каталога): так администратор по умолчанию и демо-аккаунты на публичном адресе меняют пароль, заданный при установке; ответ — новая сессия, другие сессии завершаются',
        body: changePasswordRequestSchema,
        response: withErrors({ 200: authResultSchema }),
      },
      config: { access: 'signedIn', cache: writes('user'), rateLimit: authLimit, beforePasswordChange: true },
    },
    async (request) => changePassword(app.ctx, requireUser(request.user), request.body),
  );

  app.patch(
    '/v1/User/favorites-event',
    {
      // The caller's marks on shared event pages: their kept follows go (private, no public answer).
      config: { access: 'signedIn', cache: writes('follows') },
      schema: {
        tags: TAGS,
        summary: 'Добавить мероприятие в избранное или убрать; ответ — новое состояние',
        querystring: z.object({ eventId: int32Param().positive() }),
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) =>
      sendBooleanText(
        reply,
        await toggleFavoriteEvent(app.ctx, requireUser(request.user).id, request.query.eventId),
      ),
  );

  app.patch(
    '/v1/User/favorites-participant',
    {
      config: { access: 'signedIn', cache: writes('follows') },
      schema: {
        tags: TAGS,
        summary: 'Добавить участника в избранное или убрать; ответ — новое состояние',
        querystring: z.object({ participantId: int32Param().positive() }),
        response: withErrors({ 200: booleanText }),
      },
    },
    async (request, reply) =>
      sendBooleanText(
        reply,
        await toggleFavoriteParticipant(app.ctx, requireUser(request.user).id, request.query.participantId),
      ),
  );

  app.post(
    '/v1/AddRoleRequest',
    {
      config: { access: 'public', cache: writes('user'), rateLimit: authLimit },
      schema: {
        tags: TAGS,
        summary:
          'Заявка на роль (для вошедшего — дополнительная роль; без входа — начало регистрации через Strava)',
        body: createAddRoleRequestSchema,
        response: withErrors({ 200: createdAddRoleRequestSchema }),
      },
    },
    async (request) => createAddRoleRequest(app.ctx, request.user, request.body),
  );
};
