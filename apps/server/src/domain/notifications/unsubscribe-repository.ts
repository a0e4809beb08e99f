import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** What the unsubscribe link checks and shows of an account: its address, token version and mail switch. */
export const findUnsubscribeAccount = async (executor: Executor, userId: number) => {
  const [row] = await executor
    .select({
      userId: users.id,
      email: users.email,
      tokenVersion: users.tokenVersion,
      notifyByEmail: users.notifyByEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
