import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  botLinkStateSchema,
  botStartLinkByRequestQuerySchema,
  errorBodySchema,
  telegramUpdateSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { getBotName, isBotEnabled } from '../../domain/messenger/bot.js';
import { botLinkStateOf } from '../../domain/messenger/bot-link-state.js';
import { checkWebhookCaller } from '../../domain/messenger/check-webhook-caller.js';
import {
  createStartLinkForAddRoleRequest,
  createStartLinkForUser,
} from '../../domain/messenger/create-start-link.js';
import { handleBotUpdate } from '../../domain/messenger/handle-bot-update.js';
import { personalRead, privateWrite, publicRead } from '../../plugins/cache-class.js';
import { booleanText, plainText, sendBooleanText, sendText, withErrors } from '../http.js';

const TAGS = ['Telegram-бот'];

const BAD_GATEWAY = { 502: errorBodySchema.describe('Telegram не ответил или ответил ошибкой') };

export const telegramBotRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/v1/TelegramBot/bot-name',
    {
      config: { access: 'public', cache: publicRead(() => [], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Имя пользователя бота (текст); 404, если бот не настроен',
        response: withErrors({ 200: plainText, ...BAD_GATEWAY }),
      },
    },
    async (_request, reply) => sendText(reply, await getBotName(app.ctx)),
  );

  app.get(
    '/v1/TelegramBot/is-enabled',
    {
      config: {
        // Whether the messenger bot is configured (the profile's 'Подключить Telegram' shows only then).
        access: 'public',
        cache: publicRead(() => [], { signedIn: 'same' }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Настроен ли бот (текст true или false): профиль показывает «Подключить Telegram» только тогда',
        response: withErrors({ 200: booleanText }),
      },
    },
    async (_request, reply) => sendBooleanText(reply, isBotEnabled(app.ctx.config)),
  );

  app.get(
    '/v1/TelegramBot/link-state-by-current-user',
    {
      config: { access: 'signedIn', cache: personalRead },
      schema: {
        tags: TAGS,
        summary:
          'Привязан ли чат Telegram к текущему пользователю (и его @username); 404, если бот не настроен',
        response: withErrors({ 200: botLinkStateSchema }),
      },
    },
    async (request) => botLinkStateOf(app.ctx, requireUser(request.user).id),
  );

  app.get(
    '/v1/TelegramBot/start-link-by-current-user',
    {
      config: { access: 'signedIn', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary: 'Одноразовая ссылка на бота (час), привязывающая чат к текущему пользователю',
        response: withErrors({ 200: plainText, ...BAD_GATEWAY }),
      },
    },
    async (request, reply) =>
      sendText(reply, await createStartLinkForUser(app.ctx, requireUser(request.user).id)),
  );

  app.get(
    '/v1/TelegramBot/start-link-by-add-role-request-id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Ссылка на бота сразу после регистрации: только создателю заявки (requestSecret из ответа POST /v1/AddRoleRequest), для заявки не старше часа, ещё не привязанной',
        querystring: botStartLinkByRequestQuerySchema,
        response: withErrors({ 200: plainText, ...BAD_GATEWAY }),
      },
      // Right after an external sign-up, before the account is confirmed; limited to fresh requests.
      config: { access: 'public', cache: privateWrite, rateLimit: linkLimit },
    },
    async (request, reply) =>
      sendText(
        reply,
        await createStartLinkForAddRoleRequest(
          app.ctx,
          request.query.addRoleRequestId,
          request.query.requestSecret,
        ),
      ),
  );

  app.post(
    '/v1/TelegramBot/webhook',
    {
      config: {
        // The messenger calls this with its secret token header, checked by the handler. Binding a
        // chat or a subscription is the user's own.
        access: 'public',
        cache: privateWrite,
      },
      schema: {
        tags: TAGS,
        summary: 'Обновления от Telegram (заголовок X-Telegram-Bot-Api-Secret-Token обязателен)',
        body: telegramUpdateSchema,
        response: withErrors({ 200: booleanText }),
      },
      // Checked before the body is read: a stranger learns nothing from validation errors.
      onRequest: async (request) =>
        checkWebhookCaller(app.ctx.config, request.headers['x-telegram-bot-api-secret-token']),
    },
    async (request, reply) => {
      await handleBotUpdate(app.ctx, request.body, request.log);
      return sendBooleanText(reply, true);
    },
  );
};
