import {
  compactSearch,
  flagParam,
  idParam,
  matching,
  searchReader,
  yearParam,
  type SearchOf,
} from '@/components/search-params';

/** A month in the query: YYYY-MM. */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

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

export type Month = { year: number; month: number };

export const monthOf = (value: string | undefined, today: Date = new Date()): Month => {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  return match
    ? { year: Number(match[1]), month: Number(match[2]) }
    : { year: today.getFullYear(), month: today.getMonth() + 1 };
};

export const monthKey = ({ year, month }: Month): string => `${year}-${String(month).padStart(2, '0')}`;

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The first and last day of a month (YYYY-MM-DD). */
export const monthPeriod = ({ year, month }: Month) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = monthKey({ year, month });
  return { start: `${prefix}-01`, end: `${prefix}-${String(last).padStart(2, '0')}` };
};

/**
 * The weeks of a month's grid, Monday first: each week is 7 days (YYYY-MM-DD), with the days of the
 * neighbouring months that complete the first and last week.
 */
export const monthGrid = ({ year, month }: Month): string[][] => {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const start = Date.UTC(year, month - 1, 1 - offset);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((offset + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) =>
      new Date(start + (w * 7 + d) * 86_400_000).toISOString().slice(0, 10),
    ),
  );
};

/** Calendar filters: a new value of any filter keeps the month; defaults leave the URL. */
export const nextCalendarSearch = (
  current: CalendarSearch,
  change: Partial<CalendarSearch>,
): CalendarSearch => compactSearch({ ...current, ...change }, { getOnlyUserFavoritesEvents: false });

export const nextEventListSearch = (
  current: EventListSearch,
  change: Partial<EventListSearch>,
): EventListSearch => compactSearch({ ...current, ...change }, { getOnlyUserFavoritesEvents: false });
