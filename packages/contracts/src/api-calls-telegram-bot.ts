import type { Json, NoRequest } from './api-call-types.js';
import type { botLinkStateSchema } from './telegram-bot.js';

/** The messenger bot's calls beyond the catalogue: is it configured, is the caller's chat bound. */
export type TelegramBotCalls = {
  'GET /v1/TelegramBot/is-enabled': { request: NoRequest; response: boolean };
  'GET /v1/TelegramBot/link-state-by-current-user': {
    request: NoRequest;
    response: Json<typeof botLinkStateSchema>;
  };
};
