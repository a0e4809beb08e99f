import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { YearRange } from './year-range';

/** POST /v1/Analytics/protocols-addition-by-years: by month, by year and in total over the range. */
export const getProtocolsAddition = (range: YearRange, signal?: AbortSignal) =>
  apiJson('POST /v1/Analytics/protocols-addition-by-years', { body: range, signal });

export const getProtocolsAdditionQueryOptions = (range: YearRange) =>
  queryOptions({
    queryKey: ['cabinet', 'analytics', 'protocols', range] as const,
    queryFn: ({ signal }) => getProtocolsAddition(range, signal),
    staleTime: 5 * 60_000,
  });

export const useProtocolsAddition = (range: YearRange) => useQuery(getProtocolsAdditionQueryOptions(range));
