import type { AppContext } from '../../context.js';
import { selectFeedRows, type FeedRow } from './calendar-feed-repository.js';
import {
  icsDate,
  icsDateTime,
  icsNextDate,
  icsText,
  renderCalendar,
  type IcsEvent,
  type IcsProperty,
} from './ics.js';

/** How far back a feed reaches: calendar apps want what is coming, and a season of history. */
export const FEED_PAST_DAYS = 365;

export type CalendarFeedOptions = {
  organizerId?: number | undefined;
  /** The user whose favourites make the feed (a personal link), or none for the public feed. */
  favoritesOfUserId?: number | null;
};

/** Where a rider goes from the calendar entry: the protocols when there are some, else the race's own page. */
const eventLink = (base: string, row: FeedRow): string =>
  row.hasLinkedProtocols ? `${base}/rating/protocols/${row.id}` : row.url || `${base}/calendar`;

const description = (row: FeedRow): string =>
  [
    `Организатор: ${row.organizerName}`,
    row.disciplineName ? `Дисциплина: ${row.disciplineName}` : null,
    row.isRating ? 'Рейтинговое мероприятие' : null,
    row.url ? `Подробнее: ${row.url}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');

const vevent = (base: string, host: string, row: FeedRow): IcsEvent => {
  const stamp = icsDateTime(row.updatedOn);
  const properties: IcsProperty[] = [
    ['UID', `event-${row.id}@${host}`],
    ['DTSTAMP', stamp],
    ['LAST-MODIFIED', stamp],
    ['DTSTART;VALUE=DATE', icsDate(row.eventDate)],
    ['DTEND;VALUE=DATE', icsNextDate(row.eventDate)],
    ['SUMMARY', icsText(row.name)],
    ['DESCRIPTION', icsText(description(row))],
    ['URL', eventLink(base, row)],
    ['TRANSP', 'TRANSPARENT'],
  ];
  if (row.startLatitude !== null && row.startLongitude !== null) {
    properties.push(['LOCATION', icsText(`${row.startLatitude}, ${row.startLongitude}`)]);
    properties.push(['GEO', `${row.startLatitude};${row.startLongitude}`]);
  }
  if (row.disciplineName) properties.push(['CATEGORIES', icsText(row.disciplineName)]);
  return properties;
};

const calendarName = (options: CalendarFeedOptions, rows: FeedRow[]): string => {
  if (options.favoritesOfUserId) return 'ВелоРейтинг: избранные мероприятия';
  if (options.organizerId && rows[0]) return `ВелоРейтинг: ${rows[0].organizerName}`;
  return 'ВелоРейтинг: мероприятия';
};

/**
 * GET /v1/Event/calendar.ics: an iCalendar feed of all-day events from a year ago on: every
 * organizer's, one organizer's, or one user's favourites. One query.
 */
export const calendarFeed = async (
  ctx: AppContext,
  options: CalendarFeedOptions,
  now: Date = new Date(),
): Promise<string> => {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await selectFeedRows(
    ctx.database.db,
    options.favoritesOfUserId ?? null,
    options.organizerId,
    since,
  );
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  const host = new URL(base).host;
  const header: IcsProperty[] = [
    ['VERSION', '2.0'],
    ['PRODID', '-//ВелоРейтинг//Календарь мероприятий//RU'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', icsText(calendarName(options, rows))],
    ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
    ['X-PUBLISHED-TTL', 'PT1H'],
  ];
  return renderCalendar(
    header,
    rows.map((row) => vevent(base, host, row)),
  );
};
