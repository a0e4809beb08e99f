import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PagedNewsRequest, Sort } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { news } from '../../db/schema/index.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

const DAY_MS = 86_400_000;
const midnight = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const nextMidnight = (day: string) => new Date(midnight(day).getTime() + DAY_MS);

/**
 * Windows that share a day with first..last (UTC days). A window is meant by whole days: it starts
 * on the day of its start and ends with the day of its end; an open bound reaches any day. Written
 * as comparisons of the stored moments, so news_visibility_idx can serve them.
 */
const windowTouches = (first: string | null, last: string | null): SQL | undefined =>
  and(
    last
      ? or(isNull(news.startVisibleInRunningLine), lt(news.startVisibleInRunningLine, nextMidnight(last)))
      : undefined,
    first
      ? or(isNull(news.endVisibleInRunningLine), gte(news.endVisibleInRunningLine, midnight(first)))
      : undefined,
  );

const sortColumn = sortFields({
  createdOn: news.createdOn,
  title: news.title,
  startVisibleInRunningLine: news.startVisibleInRunningLine,
  endVisibleInRunningLine: news.endVisibleInRunningLine,
});

/** Sort by createdOn (the default, newest first), title or a window bound; ties by id. */
const newsOrder = (sort: Sort | null | undefined): SQL[] => {
  const column = sortColumn(sort) ?? news.createdOn;
  const direction = orderIn(sortDirection(sort, 'desc'));
  return [direction(column), direction(news.id)];
};

/** Titles whose window includes the day (UTC), newest news first; news without a window are not on the ticker. */
export const runningLineTitlesOn = async (executor: Executor, day: string): Promise<string[]> => {
  const rows = await executor
    .select({ title: news.title })
    .from(news)
    .where(
      and(
        or(isNotNull(news.startVisibleInRunningLine), isNotNull(news.endVisibleInRunningLine)),
        windowTouches(day, day),
      ),
    )
    .orderBy(desc(news.createdOn), desc(news.id));
  return rows.map((row) => row.title);
};

/**
 * Title contains (without regard to case); with visibility days, the news whose window shares a day
 * with them (news without a window then drop out). One page and the total.
 */
export const pageOfNews = async (executor: Executor, request: PagedNewsRequest) => {
  const title = request.title?.trim();
  const first = request.startVisibleInRunningLine ?? null;
  const last = request.endVisibleInRunningLine ?? null;
  const where = and(
    title ? ilike(news.title, containsPattern(title)) : undefined,
    first || last
      ? and(
          or(isNotNull(news.startVisibleInRunningLine), isNotNull(news.endVisibleInRunningLine)),
          windowTouches(first, last),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(news)
      .where(where)
      .orderBy(...newsOrder(request.sort))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ n: count() }).from(news).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
};

export const insertNews = async (executor: Executor, values: NewNews): Promise<NewsRow> => {
  const [row] = await executor.insert(news).values(values).returning();
  return row!;
};

/** Sets a news item's fields; null when there is no such item. */
export const updateNewsRow = async (
  executor: Executor,
  id: number,
  values: Omit<NewNews, 'id'>,
): Promise<NewsRow | null> => {
  const [row] = await executor
    .update(news)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(news.id, id))
    .returning();
  return row ?? null;
};

/** Whether there was such an item to delete. */
export const deleteNewsRow = async (executor: Executor, id: number): Promise<boolean> => {
  const [row] = await executor.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return row !== undefined;
};
