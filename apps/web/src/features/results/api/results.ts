import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PagedResultsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { seasonPeriod } from '@/components/seasons';
import { RESULTS_SORT_FIELD, type ResultsState } from '../search';

/** The request of the results overview for a season (spec part 1 §2.5, §7). */
export const resultsRequestOf = (state: ResultsState, season: number): PagedResultsRequest => {
  const period = seasonPeriod(season);
  return {
    organizerId: state.organizerId ?? null,
    clusterAgeCategoryId: state.clusterAgeCategoryId ?? null,
    includeParticipantFavoritesMarks: true,
    topPlacesPresentation: 'onlyTopPlaces',
    page: state.page,
    size: state.size,
    searchText: state.searchText ?? null,
    searchStartDate: period.start,
    endSearchDate: period.end,
    sort: { fieldName: RESULTS_SORT_FIELD, direction: state.sortOption === 'asc' ? 1 : -1 },
  };
};

/** POST /v1/Statistic/paged-results: protocol cards with their top results. */
export const fetchResults = (request: PagedResultsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-results', { body: request, signal });

export const resultsQuery = (request: PagedResultsRequest, signedIn: boolean) =>
  queryOptions({
    queryKey: ['results', 'paged', request, signedIn] as const,
    queryFn: ({ signal }) => fetchResults(request, signal),
    placeholderData: keepPreviousData,
  });

/** GET /v1/Protocol/{id}: a protocol with its results and favourite marks. */
export const fetchProtocol = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Protocol/{id}', {
    params: { id },
    query: { includeParticipantFavoritesMarks: true },
    signal,
  });

export const protocolQuery = (id: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['protocol', id, signedIn] as const,
    queryFn: ({ signal }) => fetchProtocol(id, signal),
  });
