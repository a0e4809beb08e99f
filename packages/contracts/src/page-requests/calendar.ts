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
