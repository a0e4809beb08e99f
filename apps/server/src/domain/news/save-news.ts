import type { CreateNewsRequest, News, UpdateNewsRequest } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { deleteNewsRow, insertNews, updateNewsRow } from './news-repository.js';
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
  return presentNews(await insertNews(ctx.database.db, newsValues(request)));
};

/** PUT /v1/News: the whole item again; a window bound left out or null is removed. */
export const updateNews = async (ctx: AppContext, request: UpdateNewsRequest): Promise<News> => {
  const row = await updateNewsRow(ctx.database.db, request.id, newsValues(request));
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return presentNews(row);
};

export const deleteNews = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await deleteNewsRow(ctx.database.db, id))) throw notFound(NEWS_NOT_FOUND);
};
