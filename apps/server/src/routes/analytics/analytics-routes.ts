import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsRequestSchema,
  participantsAdditionSchema,
  protocolsAdditionSchema,
  usersAdditionSchema,
} from '@velo/contracts';
import {
  getParticipantsAddition,
  getProtocolsAddition,
  getUsersAddition,
} from '../../domain/analytics/get-analytics.js';
import { personalRead } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Аналитика'];
const RANGE_NOTE =
  'Тело: { startYear?, endYear? } — годы включительно (UTC); без них — с первого года, где есть записи, по текущий. Ответ: по месяцам (все месяцы, с нулями) и по годам.';

/** Administrators' analytics (part 2 §3 Statistics, §7.8). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/Analytics/participants-addition-by-years',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Добавленные участники по месяцам и годам (participantsCount)',
        description: RANGE_NOTE,
        body: analyticsRequestSchema,
        response: withErrors({ 200: participantsAdditionSchema }),
      },
    },
    async (request) => getParticipantsAddition(app.ctx, request.body),
  );

  app.post(
    '/v1/Analytics/protocols-addition-by-years',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary:
          'Загруженные протоколы по месяцам и годам, по организаторам и мероприятиям (protocolsCount, includedParticipantsCount, includedNewParticipantsCount)',
        description: RANGE_NOTE,
        body: analyticsRequestSchema,
        response: withErrors({ 200: protocolsAdditionSchema }),
      },
    },
    async (request) => getProtocolsAddition(app.ctx, request.body),
  );

  app.post(
    '/v1/Analytics/telegram-user-addition-by-years',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Новые пользователи бота в мессенджере по месяцам и годам (usersCount)',
        description: RANGE_NOTE,
        body: analyticsRequestSchema,
        response: withErrors({ 200: usersAdditionSchema }),
      },
    },
    async (request) => getUsersAddition(app.ctx, 'telegramUsers', request.body),
  );

  app.post(
    '/v1/Analytics/user-registrations-by-years',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Регистрации пользователей по месяцам и годам (usersCount)',
        description: RANGE_NOTE,
        body: analyticsRequestSchema,
        response: withErrors({ 200: usersAdditionSchema }),
      },
    },
    async (request) => getUsersAddition(app.ctx, 'users', request.body),
  );
};
