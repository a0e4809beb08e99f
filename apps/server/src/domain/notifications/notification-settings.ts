import { eq } from 'drizzle-orm';
import type { NotificationSettings, UpdateNotificationSettings } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { findUnsubscribeAccount } from './unsubscribe-repository.js';
import { maskedEmail, readUnsubscribeToken } from './unsubscribe-token.js';

const USER_NOT_FOUND = 'Пользователь не найден';
export const BAD_UNSUBSCRIBE_LINK = 'Ссылка для отписки недействительна';

const settingsColumns = {
  notifyByEmail: users.notifyByEmail,
  notifyByMessenger: users.notifyByMessenger,
  notifyOwnResults: users.notifyOwnResults,
  notifyFavoriteParticipants: users.notifyFavoriteParticipants,
  notifyFavoriteEvents: users.notifyFavoriteEvents,
};

/** GET /v1/User/notification-settings: the caller's channels and results-notice switches. */
export const getNotificationSettings = async (
  ctx: AppContext,
  userId: number,
): Promise<NotificationSettings> => {
  const [row] = await ctx.database.db.select(settingsColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};

/** PATCH /v1/User/notification-settings: switches the caller's channels or notices on or off. */
export const updateNotificationSettings = async (
  ctx: AppContext,
  userId: number,
  change: UpdateNotificationSettings,
): Promise<NotificationSettings> => {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return getNotificationSettings(ctx, userId);
  const [row] = await ctx.database.db
    .update(users)
    .set({ ...set, updatedOn: new Date() })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};

/**
 * The account an unsubscribe link is for (its address masked), or null when the link is not valid:
 * not ours, another spelling of ours, or made for a token version the account has left behind.
 */
export const unsubscribeTarget = async (
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; maskedEmail: string; notifyByEmail: boolean } | null> => {
  const subject = readUnsubscribeToken(ctx.config.JWT_SECRET, token);
  if (subject === null) return null;
  const row = await findUnsubscribeAccount(ctx.database.db, subject.userId);
  if (!row || row.tokenVersion !== subject.version) return null;
  return { userId: row.userId, maskedEmail: maskedEmail(row.email), notifyByEmail: row.notifyByEmail };
};

/** The unsubscribe link's action: e-mail off for the link's account, without signing in; its masked address. */
export const unsubscribeByToken = async (ctx: AppContext, token: string): Promise<string | null> => {
  const target = await unsubscribeTarget(ctx, token);
  if (!target) return null;
  await ctx.database.db
    .update(users)
    .set({ notifyByEmail: false, updatedOn: new Date() })
    .where(eq(users.id, target.userId));
  return target.maskedEmail;
};
