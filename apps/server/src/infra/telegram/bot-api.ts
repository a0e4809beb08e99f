import { Api, GrammyError, type ApiClientOptions } from 'grammy';
import { z } from 'zod';
import { AppError } from '../../errors.js';

export const BOT_API_TIMEOUT_MS = 10_000;

export type BotApi = {
  /** The bot's own account; its username makes the t.me links. */
  getMe: () => Promise<{ username: string }>;
  sendMessage: (chatId: number, text: string) => Promise<void>;
  /** A chat the bot can see (a public channel by its @username, or any chat by its id). */
  getChat: (chat: number | string) => Promise<BotChat>;
  getChatMemberCount: (chat: number | string) => Promise<number>;
};

export type BotChat = { id: number; type: string; title: string; username: string | null };

export type BotApiSettings = { apiUrl: string; token: string; timeoutMs?: number };

const meSchema = z.object({ username: z.string().min(1) });
const chatSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string().optional(),
  username: z.string().optional(),
  first_name: z.string().optional(),
});
const memberCountSchema = z.number().int().min(0);

/**
 * A failed Bot API call (a 502): `refusedBy` is Telegram's own description when it answered and
 * refused (a chat not found, the bot not a member), absent when it did not answer as the Bot API.
 */
export class BotApiError extends AppError {
  constructor(
    message: string,
    readonly refusedBy?: string,
  ) {
    super('BAD_GATEWAY', message);
  }
}

const unavailable = () => new BotApiError('Сервис Telegram не отвечает, попробуйте позже');
const refused = (what: string) =>
  new BotApiError(`Telegram отклонил запрос${what ? `: ${what}` : ''}, попробуйте позже`, what || undefined);

/**
 * grammY's errors as ours: Telegram answering `ok: false` (a GrammyError) is a refusal in its own
 * words; no answer, a timeout or an answer that is not the Bot API's JSON (an HttpError) is
 * "unavailable". Neither message carries the token.
 */
export const toBotApiError = (error: unknown): BotApiError => {
  if (error instanceof BotApiError) return error;
  if (error instanceof GrammyError) return refused(error.description.trim());
  return unavailable();
};

/** The grammY client settings of the configured Bot API (the fake's URL in tests). */
export const botClientOptions = ({
  apiUrl,
  timeoutMs = BOT_API_TIMEOUT_MS,
}: Omit<BotApiSettings, 'token'>): ApiClientOptions => ({
  apiRoot: apiUrl.replace(/\/+$/, ''),
  timeoutSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)),
});

const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toBotApiError(error);
  }
};

const parsed = <T>(schema: z.ZodType<T>, value: unknown, what = ''): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw refused(what);
  return result.data;
};

/**
 * The Telegram Bot API through grammY's `Api` (POST {apiUrl}/bot{token}/{method}). Failures are 502
 * AppErrors (BotApiError); the token never appears in a message.
 */
export const createBotApi = (settings: BotApiSettings): BotApi => {
  const api = new Api(settings.token, botClientOptions(settings));
  return {
    getMe: async () => parsed(meSchema, await guarded(() => api.getMe()), 'у бота нет имени пользователя'),
    sendMessage: async (chatId, text) => {
      await guarded(() => api.sendMessage(chatId, text));
    },
    getChat: async (chat) => {
      const found = parsed(chatSchema, await guarded(() => api.getChat(chat)));
      const { id, type, title, username, first_name } = found;
      return { id, type, title: title ?? first_name ?? '', username: username ?? null };
    },
    getChatMemberCount: async (chat) =>
      parsed(memberCountSchema, await guarded(() => api.getChatMemberCount(chat))),
  };
};
