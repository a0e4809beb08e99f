import type { SendNotificationMessageResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { requireBot } from '../messenger/bot.js';
import {
  findNotificationMessage,
  markNotificationMessageSent,
  notificationMessageRecipients,
  subscribedChatsOf,
  type MessageRecipient,
} from './notification-messages-repository.js';
import { notificationMailFor } from './notification-mail.js';
import { NOTIFICATION_MESSAGE_NOT_FOUND } from './notification-message.js';
import { presentNotificationMessage } from './present-notification-message.js';

export const NO_RECIPIENTS = 'У сообщения нет получателей: оно не привязано ни к одному уведомлению';

/** Writes the text to every subscribed chat of the recipients; a chat that fails is logged and skipped. */
const writeToChats = async (
  ctx: AppContext,
  recipients: MessageRecipient[],
  text: string,
): Promise<number> => {
  if (!ctx.config.TELEGRAM_BOT_TOKEN) return 0;
  const chats = await subscribedChatsOf(
    ctx.database.db,
    recipients.filter((recipient) => recipient.notifyByMessenger).map((recipient) => recipient.userId),
  );
  const bot = requireBot(ctx.config);
  let written = 0;
  for (const chatId of chats) {
    try {
      await bot.sendMessage(chatId, text);
      written += 1;
    } catch (error) {
      ctx.log.warn({ err: error, chatId }, 'notification message: the bot could not write to a chat');
    }
  }
  return written;
};

/**
 * PATCH /v1/Notification/send-notification-message: the message goes by mail to the recipients of
 * its notifications (one mail each, through the outbox, which delivers and retries) and by the bot to
 * their linked chats when the bot is configured. The mails and isSent are written in one transaction
 * with the message locked: isSent turns true only with every mail in the outbox, and two calls at
 * once send once. A sent message is sent again only when `resend` asks for it.
 */
export const sendNotificationMessage = async (
  ctx: AppContext,
  { notificationMessageId, resend }: { notificationMessageId: number; resend: boolean },
): Promise<SendNotificationMessageResponse> => {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const message = await findNotificationMessage(tx, notificationMessageId, { lock: true });
    if (!message) throw notFound(NOTIFICATION_MESSAGE_NOT_FOUND);
    if (message.isSent && !resend) return { message, recipients: [] };
    const recipients = await notificationMessageRecipients(tx, message.id);
    if (recipients.length === 0) throw badRequest(NO_RECIPIENTS);
    // A recipient who switched mail off (the profile or the unsubscribe link) gets the bot only.
    for (const recipient of recipients.filter((one) => one.notifyByEmail)) {
      await ctx.mail.enqueue(
        {
          to: recipient.email,
          ...notificationMailFor(
            ctx.config,
            { id: recipient.userId, tokenVersion: recipient.tokenVersion },
            recipient.subject,
            message.text,
          ),
        },
        tx,
      );
    }
    return { message: await markNotificationMessageSent(tx, message.id), recipients };
  });
  const chats =
    outcome.recipients.length > 0 ? await writeToChats(ctx, outcome.recipients, outcome.message.text) : 0;
  return {
    notificationMessage: presentNotificationMessage(outcome.message),
    mails: outcome.recipients.filter((recipient) => recipient.notifyByEmail).length,
    chats,
  };
};
