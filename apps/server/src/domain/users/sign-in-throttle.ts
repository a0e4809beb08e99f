import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { signInFailures } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * Sign-in throttling per account, beside the per-address limit of the route: ten wrong passwords
 * for one e-mail within fifteen minutes, from any number of addresses, lock sign-in to that e-mail
 * for five minutes. The count lives in the database, so every server process sees the same one;
 * a success, a password reset or the end of the lock starts it afresh. The lock is short and does
 * not grow: whoever guesses gets about two thousand tries a day at most, and the real user, locked
 * out by a stranger, waits five minutes or resets the password.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 5 * 60;
/** Rows untouched this long are removed as new failures come in. */
const KEEP_SECONDS = 24 * 60 * 60;

const seconds = (count: number) => sql.raw(`interval '${count} seconds'`);

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const lockedError = (lockedUntil: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Слишком много неудачных попыток входа в эту учётную запись. Попробуйте снова через ${minutes} мин. или восстановите пароль.`,
  );
};

/** Refuses (429) while the e-mail is locked. */
export const assertSignInAllowed = async (executor: Executor, email: string): Promise<void> => {
  const [row] = await executor
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, keyOf(email)), gt(signInFailures.lockedUntil, sql`now()`)));
  if (row?.lockedUntil) throw lockedError(row.lockedUntil);
};

/** Counts a wrong password; answers the 429 to throw when this failure locked the e-mail, else null. */
export const recordSignInFailure = async (executor: Executor, email: string): Promise<AppError | null> => {
  const t = signInFailures;
  // A window that ended, or a lock that ended, starts the count afresh.
  const fresh = sql`(${t.windowStartedOn} < now() - ${seconds(WINDOW_SECONDS)} or (${t.lockedUntil} is not null and ${t.lockedUntil} <= now()))`;
  const [row] = await executor
    .insert(t)
    .values({ emailHash: keyOf(email), failures: 1, windowStartedOn: sql`now()` })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
        windowStartedOn: sql`case when ${fresh} then now() else ${t.windowStartedOn} end`,
        lockedUntil: sql`case when ${fresh} then null
          when ${t.failures} + 1 >= ${ACCOUNT_FAILURE_LIMIT} then now() + ${seconds(LOCK_SECONDS)}
          else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  await executor
    .delete(t)
    .where(
      and(
        lt(t.windowStartedOn, sql`now() - ${seconds(KEEP_SECONDS)}`),
        or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
      ),
    );
  return row?.lockedUntil ? lockedError(row.lockedUntil) : null;
};

/** A success (or a password set from a link) forgets the failures. */
export const clearSignInFailures = async (executor: Executor, email: string): Promise<void> => {
  await executor.delete(signInFailures).where(eq(signInFailures.emailHash, keyOf(email)));
};
