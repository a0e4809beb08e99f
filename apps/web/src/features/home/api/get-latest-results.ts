import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS, guestAnswerMeanwhile } from '@/lib/query-client';
import { latestResultsRequest, type LatestResults } from '@velo/contracts/page-requests';

export type { LatestResults };

/**
 * POST /v1/Statistic/paged-results, newest first: today's results (2 protocols of today) or the last
 * results (3 protocols up to yesterday).
 */
export const getLatestResults = (which: LatestResults, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-results', {
    body: latestResultsRequest(which),
    signal,
  });

export const getLatestResultsQueryOptions = (which: LatestResults, signedIn: boolean) =>
  queryOptions({
    queryKey: [
      'home',
      which.kind === 'today' ? 'results-today' : 'results-last',
      which.kind === 'today' ? which.today : which.yesterday,
      signedIn,
    ] as const,
    placeholderData: guestAnswerMeanwhile([
      'home',
      which.kind === 'today' ? 'results-today' : 'results-last',
      which.kind === 'today' ? which.today : which.yesterday,
      signedIn,
    ]),
    queryFn: ({ signal }) => getLatestResults(which, signal),
    meta: FAVOURITE_MARKS,
  });

export const useLatestResults = (which: LatestResults, signedIn: boolean) =>
  useQuery(getLatestResultsQueryOptions(which, signedIn));
