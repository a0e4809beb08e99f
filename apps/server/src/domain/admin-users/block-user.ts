import type { AppContext } from '../../context.js';
import {
  bumpTokenVersion,
  deleteUserRow,
  getUserById,
  unlinkRidersOfUser,
  updateUser,
} from '../users/users-repository.js';
import { assertNotDefaultAdmin, assertNotSelf } from './guards.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from '../users/forget-sessions.js';

/**
 * Blocks an account (every session ends at once), or unblocks a blocked one: the catalogue has one
 * call for both. Answers whether the account is blocked now.
 */
export const toggleUserBlock = async (
  ctx: AppContext,
  callerId: number,
  userId: number,
): Promise<boolean> => {
  const isBlocked = await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    assertNotDefaultAdmin(ctx, user, 'заблокировать');
    assertNotSelf(callerId, user, 'заблокировать');
    const isBlocked = !user.isBlocked;
    noteChanges({ user: [userId] });
    await updateUser(tx, userId, { isBlocked });
    await bumpTokenVersion(tx, userId);
    return isBlocked;
  });
  await forgetSessions(ctx, userId);
  return isBlocked;
};

/** Deletes an account; its participant and results stay, unlinked. */
export const deleteUser = async (ctx: AppContext, callerId: number, userId: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    assertNotDefaultAdmin(ctx, user, 'удалить');
    assertNotSelf(callerId, user, 'удалить');
    const unlinked = await unlinkRidersOfUser(tx, userId);
    noteChanges({ user: [userId], follows: [userId], rider: unlinked });
    await deleteUserRow(tx, userId);
  });
  await forgetSessions(ctx, userId);
};
