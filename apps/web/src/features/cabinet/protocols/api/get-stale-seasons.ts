import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Statistic/stale-seasons: the seasons loaded into without a recalculation (administrators). */
export const getStaleSeasons = (signal?: AbortSignal) =>
  apiJson('GET /v1/Statistic/stale-seasons', { signal });

export const getStaleSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'stale-seasons'] as const,
    queryFn: ({ signal }) => getStaleSeasons(signal),
  });

export const useStaleSeasons = (enabled: boolean) => useQuery({ ...getStaleSeasonsQueryOptions(), enabled });
