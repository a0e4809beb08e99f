import type { QueryClient } from '@tanstack/react-query';
import { NEWS_TITLES_KEY } from '@/components/catalog/api/keys';

/** After a write: the list and its count, and the header ticker's titles. */
export const invalidateNews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'news'] }),
    queryClient.invalidateQueries({ queryKey: NEWS_TITLES_KEY }),
  ]);
