import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';
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
  const [recent] = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, owner.email),
        eq(mailOutbox.template, 'registration-attempt'),
        gt(mailOutbox.createdOn, new Date(Date.now() - QUIET_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  const signInLink = `${ctx.config.PUBLIC_URL}/auth/participant`;
  await ctx.mail.enqueue(
    { to: owner.email, ...registrationAttemptMail(owner.firstName, signInLink) },
    executor,
  );
};
