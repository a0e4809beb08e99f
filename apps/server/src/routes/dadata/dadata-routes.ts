import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, suggestAddressRequestSchema, suggestAddressResponseSchema } from '@velo/contracts';
import { isAddressSuggestionEnabled, suggestAddress } from '../../domain/dadata/suggest-address.js';
import { personalRead } from '../../plugins/cache-class.js';
import { booleanText, sendBooleanText, withErrors } from '../http.js';

const TAGS = ['Подсказки адресов'];

/** Requests per minute and address: typing with a pause between letters, not a crawl of the service. */
const SUGGEST_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Address suggestions for the event dialog's start address (part 2 §7.5), from a DaData-style service. */
export const dadataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/DaData/suggest-address',
    {
      schema: {
        tags: TAGS,
        summary:
          'Подсказки адресов по началу адреса (query, count 1–20) с координатами; без настроенного сервиса — пустой список',
        body: suggestAddressRequestSchema,
        response: withErrors({
          200: suggestAddressResponseSchema,
          503: errorBodySchema.describe('Сервис подсказок адресов недоступен'),
        }),
      },
      config: {
        access: 'organizer',
        cache: personalRead,
        rateLimit: SUGGEST_LIMIT,
        // It waits for the outside service (up to DADATA_TIMEOUT_MS), not for this thread: a place in
        // the line held meanwhile would stop every reader while the service is slow.
        line: 'ahead',
      },
    },
    async (request) => suggestAddress(app.ctx, request.body),
  );

  app.get(
    '/v1/DaData/is-enabled',
    {
      config: {
        // Whether the address suggestions are configured: the event dialog asks before showing its field.
        access: 'organizer',
        cache: personalRead,
      },
      schema: {
        tags: TAGS,
        summary: 'Настроен ли сервис подсказок адресов (текст true или false)',
        response: withErrors({ 200: booleanText }),
      },
    },
    async (_request, reply) => sendBooleanText(reply, isAddressSuggestionEnabled(app.ctx)),
  );
};
