import { count, desc, eq } from 'drizzle-orm';
import type { FeedbackStatus, PagedFeedbackRequest } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { feedback } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/paging.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = Pick<
  typeof feedback.$inferInsert,
  'name' | 'email' | 'message' | 'page' | 'userId'
>;

export const insertFeedback = async (executor: Executor, values: NewFeedback): Promise<FeedbackRow> => {
  const [row] = await executor.insert(feedback).values(values).returning();
  return row!;
};

/** Newest first (ties by id), optionally of one status; the page and the total, two queries. */
export const pageFeedback = async (
  executor: Executor,
  request: PagedFeedbackRequest,
): Promise<{ rows: FeedbackRow[]; total: number }> => {
  const where = request.status ? eq(feedback.status, request.status) : undefined;
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdOn), desc(feedback.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

/** Sets the status; the moment of the answer is kept from the first time (null when set back to new). */
export const setFeedbackStatus = async (
  executor: Executor,
  id: number,
  status: FeedbackStatus,
): Promise<FeedbackRow | undefined> => {
  const [current] = await executor.select().from(feedback).where(eq(feedback.id, id));
  if (!current) return undefined;
  if (current.status === status) return current;
  const [row] = await executor
    .update(feedback)
    .set({ status, answeredOn: status === 'answered' ? new Date() : null })
    .where(eq(feedback.id, id))
    .returning();
  return row;
};

/** How many messages wait for an answer (the cabinet's navigation). */
export const countNewFeedback = async (executor: Executor): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new'));
  return Number(row?.n ?? 0);
};
