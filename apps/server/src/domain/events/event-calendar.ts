import {
  toWireDay,
  type EventCalendar,
  type EventCalendarDay,
  type EventCalendarQuery,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { eventFilters, eventOrder, favoritesOf, selectEventViews } from './events-repository.js';
import { presentEvent } from './present-event.js';

export type DayPeriod = { start: string; end: string };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days a calendar query asks for (YYYY-MM-DD, both included): from..to; a month; a whole year;
 * otherwise the month of `today` (UTC). The query schema has checked the combinations and the length.
 */
export const calendarPeriod = (query: EventCalendarQuery, today: Date): DayPeriod => {
  if (query.from && query.to) return { start: query.from, end: query.to };
  if (query.year !== undefined && query.month === undefined) {
    return { start: `${query.year}-01-01`, end: `${query.year}-12-31` };
  }
  const year = query.year ?? today.getUTCFullYear();
  const month = query.month ?? today.getUTCMonth() + 1;
  return {
    start: `${year}-${pad(month)}-01`,
    end: `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`,
  };
};

/**
 * GET /v1/Event/calendar: the events of a period grouped by day, only the days that have events.
 * One query over events_date_idx (events_organizer_date_idx with an organizer).
 */
export const eventCalendar = async (
  ctx: AppContext,
  user: AuthUser | null,
  query: EventCalendarQuery,
  today: Date = new Date(),
): Promise<EventCalendar> => {
  const period = calendarPeriod(query, today);
  const rows = await selectEventViews(ctx.database.db, {
    where: eventFilters(
      {
        searchStartDate: period.start,
        searchEndDate: period.end,
        organizerId: query.organizerId ?? null,
        disciplineTypeId: query.disciplineTypeId ?? null,
        getOnlyUserFavoritesEvents: query.getOnlyUserFavoritesEvents,
      },
      user?.id ?? null,
    ),
    userId: favoritesOf(user, query.includeEventFavoritesMarks),
    includeWeather: query.includeWeather,
    // By day, then by id.
    orderBy: eventOrder(null, 'asc'),
  });
  const days: EventCalendarDay[] = [];
  for (const row of rows) {
    const date = toWireDay(row.eventDate);
    const last = days.at(-1);
    if (last?.date === date) last.events.push(presentEvent(row));
    else days.push({ date, events: [presentEvent(row)] });
  }
  return { start: toWireDay(period.start), end: toWireDay(period.end), totalCount: rows.length, days };
};
