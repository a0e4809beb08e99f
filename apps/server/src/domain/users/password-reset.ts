import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import {
  PASSWORD_LINK_PURPOSES,
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../lib/one-time-tokens.js';
import { hashPassword } from '../../lib/passwords.js';
import { countMailTo } from '../mail/recipient-limit.js';
import { passwordResetMail, type SecretLink } from '../mail/templates.js';
import { clearSignInFailures } from './sign-in-throttle.js';
import { bumpTokenVersion, findUserByEmail, updateUser } from './users-repository.js';
import { noteChanges } from '../../infra/changes.js';
import { forgetSessions } from './forget-sessions.js';

const RESET_TTL_MS = 2 * 60 * 60 * 1000;
export const INVALID_RESET_LINK =
  'Ссылка для смены пароля недействительна или устарела. Запросите восстановление пароля ещё раз.';

export const passwordResetLink = (publicUrl: string, token: string, email: string): SecretLink => ({
  href: `${publicUrl}/auth/password/reset?_token=${encodeURIComponent(token)}&_email=${encodeURIComponent(email)}`,
  secret: token,
});

/**
 * Sends a reset link when the address belongs to an active account. The caller answers the same
 * either way, so the call tells nobody which addresses are registered.
 */
export const requestPasswordReset = async (ctx: AppContext, email: string): Promise<void> => {
  await countMailTo(ctx, email);
  await ctx.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.isBlocked) return;
    const token = await issueOneTimeToken(tx, {
      purpose: 'password-reset',
      userId: user.id,
      ttlMs: RESET_TTL_MS,
    });
    await ctx.mail.enqueue(
      { to: user.email, ...passwordResetMail(passwordResetLink(ctx.config.PUBLIC_URL, token, user.email)) },
      tx,
    );
  });
};

/**
 * Sets a new password from a reset or invitation link: every existing session ends, every other
 * reset or invitation link of the user stops working, and the sign-in lock of the address is lifted
 * (following the link proved the mailbox).
 */
export const resetPassword = async (
  ctx: AppContext,
  input: { email: string; password: string; token: string },
): Promise<void> => {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.database.db.transaction(async (tx) => {
    const record =
      (await consumeOneTimeToken(tx, 'password-reset', input.token)) ??
      (await consumeOneTimeToken(tx, 'admin-invitation', input.token));
    const user = record?.userId ? await findUserByEmail(tx, input.email) : null;
    if (!record || !user || user.id !== record.userId) throw badRequest(INVALID_RESET_LINK);
    noteChanges({ user: [user.id] });
    await updateUser(tx, user.id, {
      passwordHash,
      // A password of the user's own: no longer one the installation set.
      mustChangePassword: false,
      // Following a link from the mailbox proves the address.
      isEmailConfirmed: true,
    });
    await bumpTokenVersion(tx, user.id);
    await revokeOneTimeTokens(tx, user.id, PASSWORD_LINK_PURPOSES);
    await clearSignInFailures(tx, user.email);
    return user.id;
  });
  await forgetSessions(ctx, userId);
};
