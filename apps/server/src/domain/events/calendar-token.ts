import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../errors.js';
import { findUserById } from '../users/users-repository.js';

const PURPOSE = 'calendar';
/** A calendar subscription is meant to outlive sessions: ten years, or until the password changes. */
const CALENDAR_LINK_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export const INVALID_CALENDAR_LINK = 'Ссылка на календарь недействительна. Получите новую в личном кабинете.';

/** The public address the feed is reached at. */
export const calendarFeedUrl = (ctx: AppContext): string =>
  `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/v1/Event/calendar.ics`;

/**
 * POST /v1/User/calendar-token: a personal link to the feed of the caller's favourite events. The
 * token is a signed value (not a session: it opens nothing else) carrying the user's token version,
 * so a password change, a block or a role change ends every link given before.
 */
export const issueCalendarLink = async (ctx: AppContext, user: AuthUser): Promise<string> => {
  const token = await ctx.tokens.signValue(
    PURPOSE,
    { userId: user.id, ver: user.tokenVersion },
    CALENDAR_LINK_TTL_MS,
  );
  return `${calendarFeedUrl(ctx)}?token=${encodeURIComponent(token)}`;
};

/** The user a calendar link belongs to; 401 when the link is forged, expired, revoked or blocked. */
export const calendarLinkUser = async (ctx: AppContext, token: string): Promise<number> => {
  const payload = await ctx.tokens.verifyValue(PURPOSE, token);
  const userId = payload?.userId;
  if (typeof userId !== 'number' || !Number.isInteger(userId)) throw unauthorized(INVALID_CALENDAR_LINK);
  const user = await findUserById(ctx.database.db, userId);
  if (!user || user.isBlocked || user.tokenVersion !== payload?.ver)
    throw unauthorized(INVALID_CALENDAR_LINK);
  return userId;
};
