import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { YearRange } from './year-range';

/** POST /v1/Analytics/telegram-user-addition-by-years: by month, by year and in total over the range. */
export const getTelegramUsersAddition = (range: YearRange, signal?: AbortSignal) =>
  apiJson('POST /v1/Analytics/telegram-user-addition-by-years', { body: range, signal });

export const getTelegramUsersAdditionQueryOptions = (range: YearRange) =>
  queryOptions({
    queryKey: ['cabinet', 'analytics', 'telegram', range] as const,
    queryFn: ({ signal }) => getTelegramUsersAddition(range, signal),
    staleTime: 5 * 60_000,
  });

export const useTelegramUsersAddition = (range: YearRange) =>
  useQuery(getTelegramUsersAdditionQueryOptions(range));
