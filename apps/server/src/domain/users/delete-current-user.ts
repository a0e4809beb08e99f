import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { isDefaultAdminEmail } from './get-current-user.js';
import { deleteUserRow, getUserById, unlinkRidersOfUser } from './users-repository.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from './forget-sessions.js';

/**
 * 'Удалить учетную запись': the login record goes; the participant and their results stay,
 * unlinked, so the rider can register again and claim the same profile.
 */
export const deleteCurrentUser = async (ctx: AppContext, userId: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    if (isDefaultAdminEmail(ctx, user.email)) {
      throw badRequest('Учётную запись администратора по умолчанию удалить нельзя');
    }
    const unlinked = await unlinkRidersOfUser(tx, userId);
    // The rider's profile says whether it has an account; the user's session and follows go.
    noteChanges({ user: [userId], follows: [userId], rider: unlinked });
    await deleteUserRow(tx, userId);
  });
  await forgetSessions(ctx, userId);
};
