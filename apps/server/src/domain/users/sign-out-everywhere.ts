import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from './forget-sessions.js';

/**
 * 'Выйти на всех устройствах' (beyond the catalogue): the user's token version goes up, so every
 * session token issued before (on this device and any other) is refused from now on, as after a
 * password change; personal calendar links, which carry the same version, end too.
 */
export const signOutEverywhere = async (ctx: AppContext, userId: number): Promise<void> => {
  noteChanges({ user: [userId] });
  await ctx.database.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
    .where(eq(users.id, userId));
  await forgetSessions(ctx, userId);
};
