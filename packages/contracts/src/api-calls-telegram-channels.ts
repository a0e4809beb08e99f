import type { Json, JsonOf, NoRequest } from './api-call-types.js';
import type {
  createTelegramChannelRequestSchema,
  pagedTelegramChannelsRequestSchema,
  pagedTelegramChannelsResponseSchema,
  telegramChannelSchema,
} from './telegram-channels.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The messenger channels (part 2 §7.8), with the add call and the bot's state beyond the catalogue. */
export type TelegramChannelCalls = {
  'GET /v1/TelegramChannel/{id}': {
    request: { params: { id: number } };
    response: Json<typeof telegramChannelSchema>;
  };
  'POST /v1/TelegramChannel/paged': {
    request: { body: JsonOf<typeof pagedTelegramChannelsRequestSchema> };
    response: Json<typeof pagedTelegramChannelsResponseSchema>;
  };
  'PATCH /v1/TelegramChannel/refresh/{id}': {
    request: { params: { id: number } };
    response: Json<typeof telegramChannelSchema>;
  };
  'POST /v1/TelegramChannel': {
    request: { body: JsonOf<typeof createTelegramChannelRequestSchema> };
    response: Json<typeof telegramChannelSchema>;
  };
  'GET /v1/TelegramChannel/is-enabled': { request: NoRequest; response: boolean };
};
