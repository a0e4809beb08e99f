import {
  DEFAULT_PAGE_SIZE,
  FIRST_SEASON,
  currentSeason,
  type PageSize,
  type ParticipantProtocolSortField,
  type ProfileProtocolPageSize,
  type RatingSortField,
  isSupportedSeason,
} from '../constants/index.js';
import type { GenderFilter } from '../enums/people.js';
import type { PagedResultsRequest, RatingFilter } from '../statistics.js';

// The public lists' requests from their pages' URLs (the query the route read), so the web app and
// the server's page data (issue 41) ask the same: a page without a query is its defaults.

/** The rating's query (/rating/overview, spec part 1 §2.7), as the route reads it. */
export type RatingSearch = {
  year?: number;
  name?: string;
  gender?: GenderFilter;
  page?: number;
  size?: PageSize;
  sortFieldName?: RatingSortField;
  sortDirection?: 1 | -1;
  organizerId?: number;
  clusterAgeCategoryId?: number;
  getOnlyUserFavoritesParticipants?: boolean;
};

export type RatingState = {
  year: number | undefined;
  name: string | undefined;
  gender: GenderFilter;
  page: number;
  size: PageSize;
  sortFieldName: RatingSortField;
  sortDirection: 1 | -1;
  organizerId: number | undefined;
  clusterAgeCategoryId: number | undefined;
  onlyFavourites: boolean;
};

export const ratingState = (search: RatingSearch): RatingState => ({
  year: search.year,
  name: search.name,
  gender: search.gender ?? 'all',
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PAGE_SIZE,
  sortFieldName: search.sortFieldName ?? 'place',
  sortDirection: search.sortDirection ?? 1,
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
  onlyFavourites: search.getOnlyUserFavoritesParticipants ?? false,
});

/** The rating filter the server takes (POST /v1/Statistic/paged-rating and the CSV export). */
export const ratingFilterOf = (state: RatingState, season: number | undefined): RatingFilter => ({
  year: season ?? null,
  name: state.name ?? null,
  gender: state.gender,
  organizerId: state.organizerId ?? null,
  clusterAgeCategoryId: state.clusterAgeCategoryId ?? null,
  getOnlyUserFavoritesParticipants: state.onlyFavourites,
  page: state.page,
  size: state.size,
  sort: { fieldName: state.sortFieldName, direction: state.sortDirection },
});

/** The results overview's sort field (its order travels in the URL as `sortOption`). */
export const RESULTS_SORT_FIELD = 'EventDate';

/** The results' query (/results/overview, spec part 1 §2.5), as the route reads it. */
export type ResultsSearch = {
  organizerId?: number;
  clusterAgeCategoryId?: number;
  page?: number;
  size?: PageSize;
  sortOption?: 'asc' | 'desc';
  searchText?: string;
  year?: number;
};

export type ResultsState = {
  organizerId: number | undefined;
  clusterAgeCategoryId: number | undefined;
  page: number;
  size: PageSize;
  sortOption: 'asc' | 'desc';
  searchText: string | undefined;
  year: number | undefined;
};

export const resultsState = (search: ResultsSearch): ResultsState => ({
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PAGE_SIZE,
  sortOption: search.sortOption ?? 'desc',
  searchText: search.searchText,
  year: search.year,
});

/** The current season is preselected (never before the first one). */
export const defaultSeason = (today: Date = new Date()): number =>
  Math.max(FIRST_SEASON, currentSeason(today));

/** The first and last day of a season (YYYY-MM-DD). */
export const seasonPeriod = (season: number) => ({ start: `${season}-01-01`, end: `${season}-12-31` });

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

/** The calendar's filters and a period of days (YYYY-MM-DD; an open end runs on). */
export type EventFilters = { organizerId?: number; disciplineTypeId?: number; onlyFavourites: boolean };
export type EventPeriod = { from: string; to: string | null };

/** A month of the calendar asks for all its races at once. */
export const CALENDAR_MONTH_SIZE = 500;

/** POST /v1/Event/paged: a page of the races of a period, with their weather, by date. */
export const eventsRequest = (
  filters: EventFilters,
  period: EventPeriod,
  page: { page: number; size: number },
) => ({
  searchStartDate: period.from,
  searchEndDate: period.to,
  organizerId: filters.organizerId ?? null,
  disciplineTypeId: filters.disciplineTypeId ?? null,
  includeWeather: true,
  includeEventFavoritesMarks: true,
  getOnlyUserFavoritesEvents: filters.onlyFavourites,
  ...page,
  sort: { fieldName: 'eventDate', direction: 1 as const },
});

export type Month = { year: number; month: number };

export const monthKey = ({ year, month }: Month): string => `${year}-${String(month).padStart(2, '0')}`;

/** The first and last day of a month (YYYY-MM-DD). */
export const monthPeriod = ({ year, month }: Month) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = monthKey({ year, month });
  return { start: `${prefix}-01`, end: `${prefix}-${String(last).padStart(2, '0')}` };
};

/** A rider's page's query (/rating/details/$id), as the route reads it. */
export type ProfileSearch = {
  year?: number;
  registration?: boolean;
  page?: number;
  size?: ProfileProtocolPageSize;
  sortFieldName?: ParticipantProtocolSortField;
  sortDirection?: 1 | -1;
};

/** The newest race first. */
export const PROFILE_DEFAULTS = {
  page: 1,
  size: 10,
  sortFieldName: 'eventDate',
  sortDirection: -1,
  registration: false,
} as const;

export type ProfileState = {
  /** The year asked for, when it is a supported season; else the rider's last year decides. */
  year: number | undefined;
  fromRegistration: boolean;
  page: number;
  size: ProfileProtocolPageSize;
  sort: { fieldName: ParticipantProtocolSortField; direction: 1 | -1 };
};

export const profileState = (search: ProfileSearch): ProfileState => ({
  year: search.year !== undefined && isSupportedSeason(search.year) ? search.year : undefined,
  fromRegistration: search.registration ?? false,
  page: search.page ?? 1,
  size: search.size ?? PROFILE_DEFAULTS.size,
  sort: {
    fieldName: search.sortFieldName ?? PROFILE_DEFAULTS.sortFieldName,
    direction: search.sortDirection ?? PROFILE_DEFAULTS.sortDirection,
  },
});

/** GET /v1/Participant/participant-info: a rider's profile of a year (their last one without). */
export const participantInfoQuery = (participantId: number, year: number | undefined) => ({
  participantId,
  year,
  includeParticipantFavoritesMark: true,
});

/** POST /v1/Participant/participant-protocols: a page of the rider's protocols of a year. */
export const participantProtocolsRequest = (
  participantId: number,
  year: number,
  table: Pick<ProfileState, 'page' | 'size' | 'sort'>,
) => ({ participantId, year, page: table.page, size: table.size, sort: table.sort });

/** GET /v1/Protocol/{id}: a protocol with the signed-in rider's marks. */
export const PROTOCOL_QUERY = { includeParticipantFavoritesMarks: true } as const;
