import type { GenderFilter } from '../enums/people.js';
import type { RatingFilter } from '../statistics.js';

/** The home page's lists (spec part 1 §9). */
export const HOME_LIMITS = {
  upcomingPageSize: 15,
  nearestCount: 5,
  todayResults: 2,
  lastResults: 3,
  ratingRows: 10,
} as const;

/** Which results a column shows: today's, or the last ones up to yesterday. */
export type LatestResults = { kind: 'today'; today: string } | { kind: 'last'; yesterday: string };

/** POST /v1/Statistic/paged-results, newest first: 2 protocols of today, or 3 up to yesterday. */
export const latestResultsRequest = (which: LatestResults) => ({
  includeParticipantFavoritesMarks: true,
  topPlacesPresentation: 'onlyTopPlaces' as const,
  page: 1,
  size: which.kind === 'today' ? HOME_LIMITS.todayResults : HOME_LIMITS.lastResults,
  searchStartDate: which.kind === 'today' ? which.today : null,
  endSearchDate: which.kind === 'today' ? which.today : which.yesterday,
  sort: { fieldName: 'EventDate', direction: -1 as const },
});

/** POST /v1/Event/paged: 15 races from today, by date ascending. */
export const upcomingEventsRequest = (today: string) => ({
  searchStartDate: today,
  page: 1,
  size: HOME_LIMITS.upcomingPageSize,
  sort: { fieldName: 'eventDate', direction: 1 as const },
  includeWeather: false,
  includeEventFavoritesMarks: true,
});

export type RatingTopFilter = { gender: GenderFilter; organizerId?: number; clusterAgeCategoryId?: number };

/** POST /v1/Statistic/paged-rating: the top of the season under the home filters. */
export const ratingTopRequest = (filter: RatingTopFilter): RatingFilter => ({
  gender: filter.gender,
  organizerId: filter.organizerId ?? null,
  clusterAgeCategoryId: filter.clusterAgeCategoryId ?? null,
  page: 1,
  size: HOME_LIMITS.ratingRows,
  sort: { fieldName: 'place', direction: 1 },
});
