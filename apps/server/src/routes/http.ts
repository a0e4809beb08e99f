import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@velo/contracts';
import type { CsvFile } from '../lib/csv.js';
import type { TableFreshness } from '../ports/rating.js';
import { tagThisAnswer } from '../infra/changes.js';

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

/**
 * The answers of a call that sends a file or a page rather than JSON: the success with its media
 * type, and its refusals as the usual `{ Error }` JSON, each described for the OpenAPI document.
 */
export const fileAnswers = (
  ok: { type: string; description: string },
  errors: Partial<Record<400 | 401 | 403 | 404 | 429, string>> = {},
) => ({
  200: {
    description: ok.description,
    content: { [ok.type]: { schema: z.string().describe(ok.description) } },
  },
  ...Object.fromEntries(
    Object.entries(errors).map(([status, text]) => [
      status,
      { description: text, content: { 'application/json': { schema: errorBodySchema.describe(text) } } },
    ]),
  ),
});

/** Calls whose result is a boolean answer the text `true` or `false` (a wire rule of the API). */
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

/** RFC 6266 / 5987: an ASCII fallback name and the real one in UTF-8, so a Russian name survives. */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/** A file to download: its type, its name (for the browser's save dialog) and its bytes. */
export const sendAttachment = (reply: FastifyReply, type: string, fileName: string, body: Buffer) =>
  reply.type(type).header('content-disposition', contentDisposition('attachment', fileName)).send(body);

/** A CSV file a presenter built (lib/csv.ts). */
export const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  sendAttachment(reply, 'text/csv; charset=utf-8', file.fileName, file.body);

/**
 * A read whose answer shows a rating table as it was while the table is computed again (an
 * organizer's table a recalculation outdated, domain/rating/standings-sets.ts): the public read cache
 * keeps that answer only until the computation ends: it carries the table's tag, dropped then.
 */
export const keepWhileOutdated = (freshness: TableFreshness): void => {
  if (freshness.outdated) tagThisAnswer(freshness.tag);
};
