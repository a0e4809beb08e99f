import type { News, PagedNewsRequest, PagedResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { pageOfNews, runningLineTitlesOn } from './news-repository.js';
import { presentNews } from './present-news.js';

/**
 * GET /v1/News/titles-for-running-line: titles whose window includes today (UTC), newest news first.
 * A news item with no window at all is not on the ticker (it has not been put there).
 */
export const runningLineTitles = async (ctx: AppContext, today: Date = new Date()): Promise<string[]> =>
  runningLineTitlesOn(ctx.database.db, today.toISOString().slice(0, 10));

/**
 * POST /v1/News/paged: title contains (without regard to case); with visibility days, the news whose
 * window shares a day with them (news without a window then drop out). Two queries.
 */
export const listNews = async (ctx: AppContext, request: PagedNewsRequest): Promise<PagedResponse<News>> => {
  const { rows, totalCount } = await pageOfNews(ctx.database.db, request);
  return { items: rows.map(presentNews), totalCount };
};
