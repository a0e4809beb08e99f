import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { signInFailures } from '../../db/schema/index.js';

/** The counting rule of sign-in-throttle.ts, in seconds and failures. */
export interface FailureWindow {
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
  /** Rows untouched this long are removed as new failures come in. */
  keepSeconds: number;
}

const seconds = (count: number) => sql.raw(`interval '${count} seconds'`);

/** When the account keyed so is locked until, if the lock still holds; else null. */
export const activeSignInLock = async (executor: Executor, emailHash: string): Promise<Date | null> => {
  const [row] = await executor
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, emailHash), gt(signInFailures.lockedUntil, sql`now()`)));
  return row?.lockedUntil ?? null;
};

/** Counts one failure, locking at the limit; answers the lock's end when the key is locked now. */
export const countSignInFailure = async (
  executor: Executor,
  emailHash: string,
  rule: FailureWindow,
): Promise<Date | null> => {
  const t = signInFailures;
  // A window that ended, or a lock that ended, starts the count afresh.
  const fresh = sql`(${t.windowStartedOn} < now() - ${seconds(rule.windowSeconds)} or (${t.lockedUntil} is not null and ${t.lockedUntil} <= now()))`;
  const [row] = await executor
    .insert(t)
    .values({ emailHash, failures: 1, windowStartedOn: sql`now()` })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
        windowStartedOn: sql`case when ${fresh} then now() else ${t.windowStartedOn} end`,
        lockedUntil: sql`case when ${fresh} then null
          when ${t.failures} + 1 >= ${rule.limit} then now() + ${seconds(rule.lockSeconds)}
          else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  await executor
    .delete(t)
    .where(
      and(
        lt(t.windowStartedOn, sql`now() - ${seconds(rule.keepSeconds)}`),
        or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
      ),
    );
  return row?.lockedUntil ?? null;
};

export const deleteSignInFailures = async (executor: Executor, emailHash: string): Promise<void> => {
  await executor.delete(signInFailures).where(eq(signInFailures.emailHash, emailHash));
};
