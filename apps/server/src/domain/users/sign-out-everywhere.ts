import type { AppContext } from '../../context.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from './forget-sessions.js';
import { bumpTokenVersion } from './users-repository.js';

/**
 * 'Выйти на всех устройствах' (beyond the catalogue): the user's token version goes up, so every
 * session token issued before (on this device and any other) is refused from now on, as after a
 * password change; personal calendar links, which carry the same version, end too.
 */
export const signOutEverywhere = async (ctx: AppContext, userId: number): Promise<void> => {
  noteChanges({ user: [userId] });
  await bumpTokenVersion(ctx.database.db, userId);
  await forgetSessions(ctx, userId);
};
