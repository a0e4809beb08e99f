import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { YearRange } from './year-range';

/** POST /v1/Analytics/participants-addition-by-years: by month, by year and in total over the range. */
export const getParticipantsAddition = (range: YearRange, signal?: AbortSignal) =>
  apiJson('POST /v1/Analytics/participants-addition-by-years', { body: range, signal });

export const getParticipantsAdditionQueryOptions = (range: YearRange) =>
  queryOptions({
    queryKey: ['cabinet', 'analytics', 'participants', range] as const,
    queryFn: ({ signal }) => getParticipantsAddition(range, signal),
    staleTime: 5 * 60_000,
  });

export const useParticipantsAddition = (range: YearRange) =>
  useQuery(getParticipantsAdditionQueryOptions(range));
