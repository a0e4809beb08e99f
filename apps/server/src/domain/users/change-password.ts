import type { AuthResult, ChangePasswordRequest } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { PASSWORD_LINK_PURPOSES, revokeOneTimeTokens } from '../../lib/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { forgetSessions } from './forget-sessions.js';
import { issueSession } from './sign-in.js';
import { getUserById, setChosenPassword } from './users-repository.js';

export const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно';

/**
 * POST /v1/User/change-password (beyond the catalogue, issue 36): a signed-in user replaces their
 * password, knowing the current one. It is how the default administrator and, on a public address,
 * the demo accounts leave the password the installation set (`mustChangePassword`). Every other
 * session and reset link ends; the answer is a new session for this device, in the same role.
 */
export const changePassword = async (
  ctx: AppContext,
  caller: AuthUser,
  input: ChangePasswordRequest,
): Promise<AuthResult> => {
  const user = await getUserById(ctx.database.db, caller.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    await setChosenPassword(tx, user.id, passwordHash);
    await revokeOneTimeTokens(tx, user.id, PASSWORD_LINK_PURPOSES);
  });
  await forgetSessions(ctx, user.id);
  return issueSession(ctx, await getUserById(ctx.database.db, user.id), caller.loginRole, false);
};
