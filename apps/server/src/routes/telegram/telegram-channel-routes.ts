import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTelegramChannelRequestSchema,
  idParamsSchema,
  pagedTelegramChannelsRequestSchema,
  pagedTelegramChannelsResponseSchema,
  telegramChannelSchema,
} from '@velo/contracts';
import { addTelegramChannel } from '../../domain/telegram-channels/add-telegram-channel.js';
import { isChannelBotEnabled } from '../../domain/telegram-channels/channel-bot.js';
import {
  getTelegramChannel,
  listTelegramChannels,
} from '../../domain/telegram-channels/list-telegram-channels.js';
import { refreshTelegramChannel } from '../../domain/telegram-channels/refresh-telegram-channel.js';
import { personalRead, privateWrite } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Telegram-каналы'];

/**
 * The portal's messenger channels (part 2 §7.8), with the add call and the bot's state beyond the
 * catalogue (docs/decisions/notifications.md). The rules are in the access table (administrators).
 */
export const telegramChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/TelegramChannel/is-enabled',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Настроен ли бот, читающий каналы (текст true или false)',
        response: withErrors({ 200: booleanText }),
      },
    },
    async (_request, reply) => sendBooleanText(reply, isChannelBotEnabled(app.ctx.config)),
  );

  app.get(
    '/v1/TelegramChannel/:id',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Канал: название, число подписчиков на последнее обновление, организатор',
        params: idParamsSchema,
        response: withErrors({ 200: telegramChannelSchema }),
      },
    },
    async (request) => getTelegramChannel(app.ctx, request.params.id),
  );

  app.post(
    '/v1/TelegramChannel/paged',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Каналы по названию; organizerId — одного организатора, searchText — поиск',
        body: pagedTelegramChannelsRequestSchema,
        response: withErrors({ 200: pagedTelegramChannelsResponseSchema }),
      },
    },
    async (request) => listTelegramChannels(app.ctx, request.body),
  );

  app.patch(
    '/v1/TelegramChannel/refresh/:id',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary:
          'Обновить название и число подписчиков из Telegram (getChat, getChatMemberCount); 404, если бот не настроен, 503, если Telegram не отвечает',
        params: idParamsSchema,
        response: withErrors({ 200: telegramChannelSchema }),
      },
    },
    async (request) => refreshTelegramChannel(app.ctx, request.params.id),
  );

  app.post(
    '/v1/TelegramChannel',
    {
      config: { access: 'admin', cache: privateWrite },
      schema: {
        tags: TAGS,
        summary:
          'Добавить канал по @имени, ссылке t.me или id чата (бот должен видеть канал) и привязать к организатору',
        body: createTelegramChannelRequestSchema,
        response: withErrors({ 200: telegramChannelSchema }),
      },
    },
    async (request) => addTelegramChannel(app.ctx, request.body),
  );
};
