import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { wasMailQueuedSince } from '../mail/mail-outbox-repository.js';
import { registrationAttemptMail } from '../mail/templates.js';
import type { UserRow } from './users-repository.js';

/** One such mail an hour per address: a stranger cannot flood a mailbox through the sign-up form. */
const QUIET_MS = 60 * 60 * 1000;

/**
 * A sign-up (by e-mail or the anonymous role request of an external one) named an address that has
 * an account. The caller is answered as for a new address (no «уже зарегистрирован»: that would tell
 * anyone which addresses are registered), and the owner gets a mail saying someone tried.
 */
export const notifyRegistrationAttempt = async (
  ctx: AppContext,
  executor: Executor,
  owner: UserRow,
): Promise<void> => {
  const since = new Date(Date.now() - QUIET_MS);
  if (await wasMailQueuedSince(executor, owner.email, 'registration-attempt', since)) return;
  const signInLink = `${ctx.config.PUBLIC_URL}/auth/participant`;
  await ctx.mail.enqueue(
    { to: owner.email, ...registrationAttemptMail(owner.firstName, signInLink) },
    executor,
  );
};
