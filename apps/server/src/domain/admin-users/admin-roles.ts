import type { AppContext } from '../../context.js';
import { issueOneTimeToken } from '../../lib/one-time-tokens.js';
import { adminInvitationMail } from '../mail/templates.js';
import { notifyUser } from '../notices/notify-admins.js';
import { passwordResetLink } from '../users/password-reset.js';
import {
  findUserByEmail,
  getUserById,
  grantRole,
  insertUser,
  revokeRole,
  updateUser,
} from '../users/users-repository.js';
import { assertNotDefaultAdmin, assertNotSelf } from './guards.js';
import { forgetSessions } from '../users/forget-sessions.js';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const addAdminRole = async (ctx: AppContext, userId: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    await grantRole(tx, user.id, 'Admin');
    // An administrator's account is confirmed by the one who appointed them.
    await updateUser(tx, userId, { isConfirmed: true, isRejected: false });
    await notifyUser(tx, userId, { type: 'adminConfirmed', subject: 'Вам назначена роль администратора' });
  });
  await forgetSessions(ctx, userId);
};

export const removeAdminRole = async (ctx: AppContext, callerId: number, userId: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getUserById(tx, userId);
    assertNotDefaultAdmin(ctx, user, 'лишить роли администратора');
    assertNotSelf(callerId, user, 'лишить роли администратора');
    await revokeRole(tx, userId, 'Admin');
  });
  await forgetSessions(ctx, userId);
};

/**
 * A new administrator: an account (or the existing one with that e-mail) with the admin role, and
 * an invitation mail whose link sets the password.
 */
export const addNewAdmin = async (
  ctx: AppContext,
  input: { firstName: string; lastName: string; email: string },
): Promise<number> => {
  const userId = await ctx.database.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    const user =
      existing ??
      (await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        isConfirmed: true,
      }));
    await grantRole(tx, user.id, 'Admin');
    await updateUser(tx, user.id, { isConfirmed: true, isRejected: false });
    const token = await issueOneTimeToken(tx, {
      purpose: 'admin-invitation',
      userId: user.id,
      ttlMs: INVITATION_TTL_MS,
    });
    await ctx.mail.enqueue(
      {
        to: user.email,
        ...adminInvitationMail(input.firstName, passwordResetLink(ctx.config.PUBLIC_URL, token, user.email)),
      },
      tx,
    );
    return user.id;
  });
  await forgetSessions(ctx, userId);
  return userId;
};
