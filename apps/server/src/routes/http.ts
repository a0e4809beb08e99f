import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@velo/contracts';

/** The error answers every route may give, for the OpenAPI document. */
const ERROR_RESPONSES = {
  400: errorBodySchema.describe('Неверный запрос'),
  401: errorBodySchema.describe('Нужен вход в систему'),
  403: errorBodySchema.describe('Нет доступа'),
  404: errorBodySchema.describe('Не найдено'),
  409: errorBodySchema.describe('Конфликт с существующими данными'),
  429: errorBodySchema.describe('Слишком много запросов'),
};

export const withErrors = <T extends Record<number, z.ZodType>>(responses: T) => ({
  ...ERROR_RESPONSES,
  ...responses,
});

/** Calls whose result is a boolean answer the text `true` or `false` (architecture.md). */
export const booleanText = z.string().describe('Текст true или false');
export const sendBooleanText = (reply: FastifyReply, value: boolean) =>
  reply
    .type('text/plain; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(value ? 'true' : 'false');

/** A plain string answer (a link, a name), sent as text. */
export const plainText = z.string();
export const sendText = (reply: FastifyReply, value: string) =>
  reply
    .type('text/plain; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(value);
