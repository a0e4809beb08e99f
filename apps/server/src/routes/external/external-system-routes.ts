import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  externalLoginQuerySchema,
  externalLoginResponseSchema,
  externalSystemLinksQuerySchema,
  externalSystemLinksResponseSchema,
  stravaLoginQuerySchema,
  stravaRegisterQuerySchema,
  errorBodySchema,
  type ExternalProvider,
} from '@velo/contracts';
import { listExternalLinks } from '../../domain/external-auth/list-external-links.js';
import { registerParticipantByStrava } from '../../domain/external-auth/register-participant-by-strava.js';
import { signInWithProvider } from '../../domain/external-auth/sign-in-with-provider.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Внешние сервисы входа'];

/** Provider failures answer 502 (the provider, not the portal, failed). */
const BAD_GATEWAY = { 502: errorBodySchema.describe('Сервис входа не ответил или ответил ошибкой') };

export const externalSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const authLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/v1/ExternalSystem/external-system-links',
    {
      config: {
        // Each link carries a state signed for this caller: never shared.
        access: 'public',
        cache: personalRead,
      },
      schema: {
        tags: TAGS,
        summary: 'Ссылки входа через настроенные внешние сервисы, каждая с подписанным state (10 минут)',
        querystring: externalSystemLinksQuerySchema,
        response: withErrors({ 200: externalSystemLinksResponseSchema }),
      },
    },
    async (request) =>
      listExternalLinks(
        app.ctx,
        request.query.addRoleRequestId
          ? { id: request.query.addRoleRequestId, secret: request.query.requestSecret }
          : null,
      ),
  );

  const loginRoute = (path: string, provider: ExternalProvider, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: externalLoginQuerySchema,
          response: withErrors({ 200: externalLoginResponseSchema, ...BAD_GATEWAY }),
        },
        // A first sign-in makes the account (and may link it to a rider).
        config: { access: 'public', cache: writes('user', 'rider'), rateLimit: authLimit },
      },
      async (request) => signInWithProvider(app.ctx, provider, request.query),
    );
  loginRoute('/v1/ExternalSystem/login-yandex', 'yandex', 'Вход через Яндекс ID по коду авторизации');
  loginRoute('/v1/ExternalSystem/login-vk', 'vk', 'Вход через VK ID по коду авторизации');
  loginRoute('/v1/ExternalSystem/login-bank', 'bank', 'Вход через банк (OpenID Connect) по коду авторизации');

  app.get(
    '/v1/ExternalSystem/login-participant-by-strava',
    {
      schema: {
        tags: TAGS,
        summary: 'Вход через Strava по коду авторизации',
        querystring: stravaLoginQuerySchema,
        response: withErrors({ 200: externalLoginResponseSchema, ...BAD_GATEWAY }),
      },
      config: { access: 'public', cache: writes('user', 'rider'), rateLimit: authLimit },
    },
    async (request) =>
      signInWithProvider(app.ctx, 'strava', {
        code: request.query.authorizationCode,
        state: request.query.state,
      }),
  );

  app.get(
    '/v1/ExternalSystem/register-participant-by-strava',
    {
      schema: {
        tags: TAGS,
        summary:
          'Регистрация участника через Strava по анонимной заявке: true, или false, если заявка недоступна или Strava уже привязана',
        querystring: stravaRegisterQuerySchema,
        response: withErrors({ 200: booleanText, ...BAD_GATEWAY }),
      },
      config: { access: 'public', cache: writes('user', 'rider'), rateLimit: authLimit },
    },
    async (request, reply) =>
      sendBooleanText(reply, await registerParticipantByStrava(app.ctx, request.query)),
  );
};
