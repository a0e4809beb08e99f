import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The administration's waiting counts: under ['cabinet'], so nothing else needs naming it. */
export const CABINET_SUMMARY_KEY = ['cabinet', 'summary'] as const;

/** GET /v1/Admin/cabinet-summary: what waits in each queue (the navigation's badges, issue 42). */
export const getCabinetSummary = (signal?: AbortSignal) =>
  apiJson('GET /v1/Admin/cabinet-summary', { signal });

export const getCabinetSummaryQueryOptions = () =>
  queryOptions({
    queryKey: CABINET_SUMMARY_KEY,
    queryFn: ({ signal }) => getCabinetSummary(signal),
    staleTime: 30_000,
    retry: false,
  });

export const useCabinetSummary = (enabled: boolean) =>
  useQuery({ ...getCabinetSummaryQueryOptions(), enabled });

/** After a write that changes a queue (a confirmation, a decision, a read mark): the badges again. */
export const invalidateCabinetSummary = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CABINET_SUMMARY_KEY });
