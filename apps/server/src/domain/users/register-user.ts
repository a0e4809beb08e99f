import type { RegisterRequest } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { issueOneTimeToken } from '../../lib/one-time-tokens.js';
import { hashPassword } from '../../lib/passwords.js';
import { countMailTo } from '../mail/recipient-limit.js';
import { emailConfirmationMail } from '../mail/templates.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { notifyRegistrationAttempt } from './notify-registration-attempt.js';
import { findUserByEmail, insertAddRoleRequest, insertUser } from './users-repository.js';

const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * E-mail sign-up of a participant or an organizer: an unconfirmed account with a role request under
 * review (an organizer's carries the organizer name and comment), a confirmation mail, and a
 * notification for the administrators, who confirm the account. An address that has an account
 * gets the same answer and nothing is created: its owner is mailed instead (notify-registration-attempt.ts).
 * Answers the new account's id, or null for a taken address.
 */
export const registerUser = async (
  ctx: AppContext,
  input: Required<RegisterRequest>,
): Promise<number | null> => {
  await countMailTo(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  return ctx.database.db.transaction(async (tx) => {
    const owner = await findUserByEmail(tx, input.email);
    if (owner) {
      await notifyRegistrationAttempt(ctx, tx, owner);
      return null;
    }
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
    });
    await insertAddRoleRequest(tx, {
      userId: user.id,
      roleName: input.roleType,
      organizerName: input.roleType === 'Organizer' ? input.organizerName : '',
      comment: input.comment,
      status: 'review',
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
    });
    const code = await issueOneTimeToken(tx, {
      purpose: 'email-confirmation',
      userId: user.id,
      ttlMs: CONFIRMATION_TTL_MS,
    });
    const href = `${ctx.config.PUBLIC_URL}/auth/confirm-email?userId=${user.id}&code=${encodeURIComponent(code)}`;
    const mail = emailConfirmationMail(input.firstName, { href, secret: code });
    await ctx.mail.enqueue({ to: input.email, ...mail }, tx);
    await notifyAdmins(tx, {
      type: input.roleType === 'Organizer' ? 'participantAddRoleRequest' : 'userWaitConfirm',
      subject:
        input.roleType === 'Organizer'
          ? `Заявка организатора: ${input.organizerName || input.lastName}`
          : `Новый участник ждёт подтверждения: ${input.lastName} ${input.firstName}`,
      aboutUserId: user.id,
    });
    return user.id;
  });
};
