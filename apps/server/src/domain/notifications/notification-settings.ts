import type { NotificationSettings, UpdateNotificationSettings } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import {
  findUnsubscribeAccount,
  readNotificationSettings,
  writeNotificationSettings,
} from './unsubscribe-repository.js';
import { maskedEmail, readUnsubscribeToken } from './unsubscribe-token.js';

const USER_NOT_FOUND = 'Пользователь не найден';
export const BAD_UNSUBSCRIBE_LINK = 'Ссылка для отписки недействительна';

/** GET /v1/User/notification-settings: the caller's channels and results-notice switches. */
export const getNotificationSettings = async (
  ctx: AppContext,
  userId: number,
): Promise<NotificationSettings> => {
  const row = await readNotificationSettings(ctx.database.db, userId);
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
  const row = await writeNotificationSettings(ctx.database.db, userId, set);
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
  await writeNotificationSettings(ctx.database.db, target.userId, { notifyByEmail: false });
  return target.maskedEmail;
};
