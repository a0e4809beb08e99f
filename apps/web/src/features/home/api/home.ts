import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EventView, GenderFilter, PagedResultsRequest, RatingFilter } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/** The home page's lists (spec part 1 §9). */
export const HOME_LIMITS = {
  upcomingPageSize: 15,
  nearestCount: 5,
  todayResults: 2,
  lastResults: 3,
  ratingRows: 10,
} as const;

/** POST /v1/Event/paged: 15 races from today, by date ascending. */
export const upcomingEventsQuery = (today: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'upcoming', today, signedIn] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Event/paged', {
        body: {
          searchStartDate: today,
          page: 1,
          size: HOME_LIMITS.upcomingPageSize,
          sort: { fieldName: 'eventDate', direction: 1 },
          includeWeather: false,
          includeEventFavoritesMarks: true,
        },
        signal,
      }),
  });

/** The first 5 races are 'Ближайшие', positions 6 to 15 'Следующие'. */
export const splitUpcoming = (events: EventView[]) => ({
  nearest: events.slice(0, HOME_LIMITS.nearestCount),
  next: events.slice(HOME_LIMITS.nearestCount, HOME_LIMITS.upcomingPageSize),
});

const resultsRequest = (from: string | null, to: string, size: number): PagedResultsRequest => ({
  includeParticipantFavoritesMarks: true,
  topPlacesPresentation: 'onlyTopPlaces',
  page: 1,
  size,
  searchStartDate: from,
  endSearchDate: to,
  sort: { fieldName: 'EventDate', direction: -1 },
});

const fetchResults = (request: PagedResultsRequest, signal: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-results', { body: request, signal });

/** Today's results: 2 protocols of today. */
export const todayResultsQuery = (today: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'results-today', today, signedIn] as const,
    queryFn: ({ signal }) => fetchResults(resultsRequest(today, today, HOME_LIMITS.todayResults), signal),
  });

/** The last results: 3 protocols up to yesterday, newest first. */
export const lastResultsQuery = (yesterday: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'results-last', yesterday, signedIn] as const,
    queryFn: ({ signal }) => fetchResults(resultsRequest(null, yesterday, HOME_LIMITS.lastResults), signal),
  });

/** The rating column: the top of the season under the home filters. */
export const homeRatingQuery = (
  filter: { gender: GenderFilter; organizerId?: number; clusterAgeCategoryId?: number },
  signedIn: boolean,
) => {
  const body: RatingFilter = {
    gender: filter.gender,
    organizerId: filter.organizerId ?? null,
    clusterAgeCategoryId: filter.clusterAgeCategoryId ?? null,
    page: 1,
    size: HOME_LIMITS.ratingRows,
    sort: { fieldName: 'place', direction: 1 },
  };
  return queryOptions({
    queryKey: ['home', 'rating', body, signedIn] as const,
    queryFn: ({ signal }) => apiJson('POST /v1/Statistic/paged-rating', { body, signal }),
    placeholderData: keepPreviousData,
  });
};
