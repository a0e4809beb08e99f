import { moscowToday } from '@velo/contracts/constants';
import { type Month } from '@velo/contracts/page-requests';
import { compactSearch } from '@/components/search-params';
import { MONTH_PATTERN, type CalendarSearch, type EventListSearch } from '../search';

// The calendar's and the event list's state, read from their URLs (the routes read them: ../search.ts).

/** The month in the URL, or the month of today in Moscow, the portal's day (the server's page data's). */
export const monthOf = (value: string | undefined, today: Date = new Date()): Month => {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  const [year, month] = moscowToday(today).split('-').map(Number) as [number, number];
  return match ? { year: Number(match[1]), month: Number(match[2]) } : { year, month };
};

// The month's key and days, shared with the server's page data (issue 41).
export { monthKey, monthPeriod, type Month } from '@velo/contracts/page-requests';

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
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
