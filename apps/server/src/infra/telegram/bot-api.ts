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

const answerSchema = z.object({
  ok: z.boolean(),
  result: z.unknown().optional(),
  description: z.string().optional(),
});
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
 * A small Telegram Bot API client: POST {apiUrl}/bot{token}/{method} with a JSON body, answered
 * `{ ok, result }`. Failures are 502 AppErrors; the token never appears in a message.
 */
export const createBotApi = ({ apiUrl, token, timeoutMs = BOT_API_TIMEOUT_MS }: BotApiSettings): BotApi => {
  const base = `${apiUrl.replace(/\/+$/, '')}/bot${token}`;

  const call = async (method: string, payload: Record<string, unknown>): Promise<unknown> => {
    let text: string;
    try {
      const response = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      throw unavailable();
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw refused('');
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw refused('');
    if (!answer.data.ok) throw refused(answer.data.description ?? '');
    return answer.data.result;
  };

  return {
    getMe: async () => {
      const me = meSchema.safeParse(await call('getMe', {}));
      if (!me.success) throw refused('у бота нет имени пользователя');
      return me.data;
    },
    sendMessage: async (chatId, text) => {
      await call('sendMessage', { chat_id: chatId, text });
    },
    getChat: async (chat) => {
      const found = chatSchema.safeParse(await call('getChat', { chat_id: chat }));
      if (!found.success) throw refused('');
      const { id, type, title, username, first_name } = found.data;
      return { id, type, title: title ?? first_name ?? '', username: username ?? null };
    },
    getChatMemberCount: async (chat) => {
      const count = memberCountSchema.safeParse(await call('getChatMemberCount', { chat_id: chat }));
      if (!count.success) throw refused('');
      return count.data;
    },
  };
};
