import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonPeriod } from '@/components/seasons';
import { apiJson } from '@/lib/api-client';

/** The events of a season (an organizer's own; an administrator's filter), for the protocols' event filter. */
export const eventOptionsQueryOptions = (year: number, organizerId: number | null) =>
  queryOptions({
    queryKey: ['cabinet', 'events', 'options', year, organizerId] as const,
    queryFn: ({ signal }) => {
      const { start, end } = seasonPeriod(year);
      return apiJson('POST /v1/Event/paged-lk', {
        body: { page: 1, size: 500, organizerId, searchStartDate: start, searchEndDate: end },
        signal,
      });
    },
    staleTime: 60_000,
  });

export const useEventOptions = (year: number, organizerId: number | null, enabled = true) =>
  useQuery({ ...eventOptionsQueryOptions(year, organizerId), enabled });
