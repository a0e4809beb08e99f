import { eq } from 'drizzle-orm';
import type { TelegramUpdate } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { addRoleRequests } from '../../db/schema/index.js';
import { consumeOneTimeToken } from '../../lib/one-time-tokens.js';
import { requireBot } from './bot.js';
import { bindChat } from './messenger-users-repository.js';

export const BOT_REPLIES = {
  linked:
    'Готово! Telegram привязан к вашей учётной записи на ВелоРейтинге. Сюда будут приходить уведомления о мероприятиях и результатах.',
  badLink:
    'Извините, эта ссылка недействительна или уже использована. Получите новую ссылку в личном кабинете на сайте и откройте её ещё раз.',
  hello:
    'Здравствуйте! Чтобы получать уведомления, откройте ссылку на бота из личного кабинета на сайте ВелоРейтинга.',
} as const;

/** `/start`, `/start <token>`, `/start@BotName <token>`. */
const START_COMMAND = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;

type Logger = { warn: (details: object, message: string) => void };

const userOfToken = async (
  tx: Transaction,
  token: { userId: number | null; addRoleRequestId: number | null },
) => {
  if (token.userId !== null) return token.userId;
  if (token.addRoleRequestId === null) return null;
  const [request] = await tx
    .select({ userId: addRoleRequests.userId })
    .from(addRoleRequests)
    .where(eq(addRoleRequests.id, token.addRoleRequestId));
  return request?.userId ?? null;
};

/**
 * One update from Telegram. A `/start <token>` message spends the token and binds the chat to its
 * user (or the user of its role request), then the bot answers in Russian; every other update is
 * ignored. The answer is best effort: the binding stands even if Telegram does not take the reply.
 */
export const handleBotUpdate = async (
  ctx: AppContext,
  update: TelegramUpdate,
  log: Logger,
): Promise<void> => {
  const message = update.message;
  const chatId = message?.chat?.id;
  const command = message?.text ? START_COMMAND.exec(message.text.trim()) : null;
  if (chatId === undefined || !command) return;
  const bot = requireBot(ctx.config);
  const token = command[1];

  let reply: string = BOT_REPLIES.hello;
  if (token) {
    const linked = await ctx.database.db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, 'messenger-link', token);
      const userId = used ? await userOfToken(tx, used) : null;
      if (userId === null) return false;
      await bindChat(tx, {
        chatId,
        userId,
        username: message?.from?.username ?? '',
        firstName: message?.from?.first_name ?? '',
        lastName: message?.from?.last_name ?? '',
      });
      return true;
    });
    reply = linked ? BOT_REPLIES.linked : BOT_REPLIES.badLink;
  }
  try {
    await bot.sendMessage(chatId, reply);
  } catch (error) {
    log.warn({ err: error }, 'the bot could not answer a /start message');
  }
};
