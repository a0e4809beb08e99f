import type { QueryClient } from '@tanstack/react-query';

/** The header ticker's titles (features/shell/api/get-news-titles.ts; features do not import each other). */
export const RUNNING_LINE_KEY = ['news', 'running-line'] as const;

/** After a write: the list and its tab count, and the ticker. */
export const invalidateNews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'news'] }),
    queryClient.invalidateQueries({ queryKey: RUNNING_LINE_KEY }),
  ]);
