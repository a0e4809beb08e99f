import { and, count, desc, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { News, PagedNewsRequest, PagedResponse, Sort } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { news } from '../../db/schema/index.js';
import { presentNews } from './present-news.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

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

/**
 * GET /v1/News/titles-for-running-line: titles whose window includes today (UTC), newest news first.
 * A news item with no window at all is not on the ticker (it has not been put there).
 */
export const runningLineTitles = async (ctx: AppContext, today: Date = new Date()): Promise<string[]> => {
  const day = today.toISOString().slice(0, 10);
  const rows = await ctx.database.db
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

/**
 * POST /v1/News/paged: title contains (without regard to case); with visibility days, the news whose
 * window shares a day with them (news without a window then drop out). Two queries.
 */
export const listNews = async (ctx: AppContext, request: PagedNewsRequest): Promise<PagedResponse<News>> => {
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
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...newsOrder(request.sort))
      .limit(request.size)
      .offset(pageOffset(request)),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { items: rows.map(presentNews), totalCount: total?.n ?? 0 };
};
