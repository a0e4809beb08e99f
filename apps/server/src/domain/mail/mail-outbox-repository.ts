import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';

/** Whether a mail of this template to this address was queued after `since`. */
export const wasMailQueuedSince = async (
  executor: Executor,
  toAddress: string,
  template: string,
  since: Date,
): Promise<boolean> => {
  const [recent] = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, toAddress),
        eq(mailOutbox.template, template),
        gt(mailOutbox.createdOn, since),
      ),
    )
    .limit(1);
  return recent !== undefined;
};
