import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { YearRange } from './year-range';

/** POST /v1/Analytics/user-registrations-by-years: by month, by year and in total over the range. */
export const getUserRegistrations = (range: YearRange, signal?: AbortSignal) =>
  apiJson('POST /v1/Analytics/user-registrations-by-years', { body: range, signal });

export const getUserRegistrationsQueryOptions = (range: YearRange) =>
  queryOptions({
    queryKey: ['cabinet', 'analytics', 'registrations', range] as const,
    queryFn: ({ signal }) => getUserRegistrations(range, signal),
    staleTime: 5 * 60_000,
  });

export const useUserRegistrations = (range: YearRange) => useQuery(getUserRegistrationsQueryOptions(range));
