import {
  flagParam,
  idParam,
  matching,
  searchReader,
  yearParam,
  type SearchOf,
} from '@/components/search-params';

/** A month in the query: YYYY-MM. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The query of /calendar: month (YYYY-MM, default the current one), organizerId, disciplineTypeId
 * and getOnlyUserFavoritesEvents (the names of POST /v1/Event/paged).
 */
const calendarSearch = {
  month: matching(MONTH_PATTERN),
  organizerId: idParam,
  disciplineTypeId: idParam,
  getOnlyUserFavoritesEvents: flagParam,
};
export type CalendarSearch = SearchOf<typeof calendarSearch>;
export const validateCalendarSearch: (search: Record<string, unknown>) => CalendarSearch =
  searchReader(calendarSearch);

/**
 * The query of /meropriyatiya: organizerId, disciplineTypeId, getOnlyUserFavoritesEvents, and year
 * (without a year: the races from today on).
 */
const eventListSearch = {
  year: yearParam,
  organizerId: idParam,
  disciplineTypeId: idParam,
  getOnlyUserFavoritesEvents: flagParam,
};
export type EventListSearch = SearchOf<typeof eventListSearch>;
export const validateEventListSearch: (search: Record<string, unknown>) => EventListSearch =
  searchReader(eventListSearch);
