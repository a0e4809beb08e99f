import type { NotificationType } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { requireBot } from '../messenger/bot.js';
import type { DeliveryPayload } from '../notices/delivery-queue.js';
import {
  claim,
  findDelivery,
  hasAnyDelivery,
  markDelivered,
  markDeliveryFailed,
  release,
} from './deliveries-repository.js';
import { notificationMailFor } from './notification-mail.js';
import { markNotificationMessageSent, subscribedChatsOf } from './notification-messages-repository.js';

/**
 * Notices whose event sends a mail of its own already (the account confirmed or rejected, the role
 * of administrator, a document's status): their delivery goes by the messenger only, so the rider
 * does not get two mails about one thing.
 */
const OWN_MAIL_TYPES = new Set<NotificationType>([
  'participantConfirmed',
  'organizerConfirmed',
  'adminConfirmed',
  'userRejected',
  'emailConfirmed',
  'forgotPassword',
  'documentsChangedStatus',
  'participantClaimApproved',
  'participantClaimRejected',
  'participantLinkRemoved',
]);

export type DeliveryResult = { mails: number; chats: number; skipped?: string };

/**
 * The delivery job: the notification's message by e-mail (into the outbox, which sends over SMTP
 * and retries) and by the bot to the user's subscribed chats, each channel as the user chose.
 * Every channel is claimed once (notification_deliveries) before it goes out, so a run again (a
 * retry, the same job twice) sends nothing twice. A chat that fails gives its claim back, the
 * failure is written on the notification, and the job fails to be retried; when everything went
 * out the failure is cleared and the message is marked sent.
 */
export const deliverNotification = async (
  ctx: AppContext,
  { notificationId, channels }: DeliveryPayload,
): Promise<DeliveryResult> => {
  const db = ctx.database.db;
  const found = await findDelivery(db, notificationId);
  if (!found) return { mails: 0, chats: 0, skipped: 'no notification or no recipient' };
  // Sent already, by an administrator (the send call) or by an earlier run.
  if (found.isSent) return { mails: 0, chats: 0, skipped: 'sent' };
  const { user } = found;
  if (user.isBlocked || (user.isRejected && found.type !== 'userRejected'))
    return { mails: 0, chats: 0, skipped: 'account blocked or rejected' };
  const text = found.text ?? found.subject;

  let mails = 0;
  if (channels.includes('email') && user.notifyByEmail && !OWN_MAIL_TYPES.has(found.type)) {
    await db.transaction(async (tx) => {
      if (!(await claim(tx, `n:${found.id}:email`, found.id, 'email'))) return;
      await ctx.mail.enqueue(
        { to: user.email, ...notificationMailFor(ctx.config, user, found.subject, text) },
        tx,
      );
      mails += 1;
    });
  }

  let chats = 0;
  const failures: string[] = [];
  if (channels.includes('messenger') && user.notifyByMessenger && ctx.config.TELEGRAM_BOT_TOKEN) {
    const bot = requireBot(ctx.config);
    for (const chatId of await subscribedChatsOf(db, [user.id])) {
      const key = `n:${found.id}:chat:${chatId}`;
      if (!(await claim(db, key, found.id, 'messenger'))) continue;
      try {
        await bot.sendMessage(chatId, text);
        chats += 1;
      } catch (error) {
        await release(db, key);
        failures.push(`чат ${chatId}: ${(error as Error).message}`);
      }
    }
  }

  if (failures.length > 0) {
    const message = `Не доставлено: ${failures.join('; ')}`.slice(0, 1000);
    await markDeliveryFailed(db, found.id, message);
    throw new Error(message);
  }
  await db.transaction(async (tx) => {
    await markDelivered(tx, found.id);
    if (found.messageId !== null && (await hasAnyDelivery(tx, found.id)))
      await markNotificationMessageSent(tx, found.messageId);
  });
  return { mails, chats };
};
