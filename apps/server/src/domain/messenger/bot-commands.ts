import type { Bot, Context } from 'grammy';
import type { AppContext } from '../../context.js';
import { BOT_REPLIES, nextEventsReply, standingReply } from './bot-replies.js';
import { linkChatByToken } from './link-chat.js';
import { ownerOfChat, unbindChat } from './messenger-users-repository.js';
import { nextEventsFor } from './next-events.js';
import { riderStandingOfChat } from './rider-standing.js';

export type BotLogger = { warn: (details: object, message: string) => void };

/** Today as YYYY-MM-DD (UTC), the first day /next looks at. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The bot's commands, each answered in Russian in the chat it came from:
 * - /start <token> binds the chat to the token's user (a plain /start explains where to get a link);
 * - /stop unbinds it;
 * - /me: the bound rider's place and points in the newest season;
 * - /next: the user's favourite events ahead, or the calendar's next ones;
 * - /help: the list.
 * Other updates are ignored. An answer is best effort: what the command did stands even if Telegram
 * does not take the reply (it is logged).
 */
export const installBotCommands = (bot: Bot, app: AppContext, log: BotLogger): void => {
  const db = app.database.db;
  const answer = async (chat: Context, text: string) => {
    const chatId = chat.chat?.id;
    if (chatId === undefined) return;
    try {
      await chat.api.sendMessage(chatId, text);
    } catch (error) {
      log.warn({ err: error, chatId }, 'the bot could not answer a command');
    }
  };

  bot.command('start', async (chat) => {
    const token = chat.match.trim();
    if (!token) return answer(chat, BOT_REPLIES.hello);
    const linked = await linkChatByToken(db, token, {
      chatId: chat.chat.id,
      username: chat.from?.username ?? '',
      firstName: chat.from?.first_name ?? '',
      lastName: chat.from?.last_name ?? '',
    });
    return answer(chat, linked ? BOT_REPLIES.linked : BOT_REPLIES.badLink);
  });

  bot.command('stop', async (chat) =>
    answer(chat, (await unbindChat(db, chat.chat.id)) ? BOT_REPLIES.stopped : BOT_REPLIES.notLinked),
  );

  bot.command('me', async (chat) =>
    answer(chat, standingReply(await riderStandingOfChat(db, chat.chat.id), app.config.PUBLIC_URL)),
  );

  bot.command('next', async (chat) => {
    const owner = await ownerOfChat(db, chat.chat.id);
    const next = await nextEventsFor(db, owner?.userId ?? null, today());
    return answer(chat, nextEventsReply(next, app.config.PUBLIC_URL));
  });

  bot.command('help', async (chat) => answer(chat, BOT_REPLIES.help));
};
