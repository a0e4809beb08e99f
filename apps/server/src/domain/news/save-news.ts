import { eq } from 'drizzle-orm';
import type { CreateNewsRequest, News, UpdateNewsRequest } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { news } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { presentNews } from './present-news.js';

export const NEWS_NOT_FOUND = 'Новость не найдена';

const newsValues = (request: CreateNewsRequest) => ({
  title: request.title,
  text: request.text,
  startVisibleInRunningLine: request.startVisibleInRunningLine
    ? new Date(request.startVisibleInRunningLine)
    : null,
  endVisibleInRunningLine: request.endVisibleInRunningLine ? new Date(request.endVisibleInRunningLine) : null,
});

/** POST /v1/News (administrators). The window (start ≤ end) is checked by the request schema. */
export const createNews = async (ctx: AppContext, request: CreateNewsRequest): Promise<News> => {
  const [row] = await ctx.database.db.insert(news).values(newsValues(request)).returning();
  return presentNews(row!);
};

/** PUT /v1/News: the whole item again; a window bound left out or null is removed. */
export const updateNews = async (ctx: AppContext, request: UpdateNewsRequest): Promise<News> => {
  const [row] = await ctx.database.db
    .update(news)
    .set({ ...newsValues(request), updatedOn: new Date() })
    .where(eq(news.id, request.id))
    .returning();
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return presentNews(row);
};

export const deleteNews = async (ctx: AppContext, id: number): Promise<void> => {
  const [row] = await ctx.database.db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) throw notFound(NEWS_NOT_FOUND);
};
