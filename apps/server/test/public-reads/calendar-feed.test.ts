import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { foldLine, icsText } from '../../src/domain/events/ics.js';
import { buildActors } from '../helpers/actors.js';
import { buildDiscipline, buildEvent, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { dayFromToday, getUrl, markFavoriteEvents, postJson, type Headers } from './read-helpers.js';

const FEED = '/v1/Event/calendar.ics';

/** The feed's text, checked to be iCalendar on the wire: CRLF only, no physical line over 75 octets. */
const feed = async (app: TestApp, query = '', headers: Headers = {}) => {
  const response = await getUrl(app, `${FEED}${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const text = response.body;
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // A fold never cuts a UTF-8 character: each physical line decodes on its own.
    expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
  }
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  return { text, lines: unfolded, response };
};

/** The VEVENT blocks of unfolded lines, each as a map of property (with parameters) to value. */
const vevents = (lines: string[]) => {
  const blocks: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      blocks.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return blocks;
};

const uidOf = (id: number) => `event-${id}@portal.test`;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(icsText('Гонка, этап 1; финал\\итог\r\nвторая строка\u0007')).toBe(
      'Гонка\\, этап 1\\; финал\\\\итог\\nвторая строка',
    );
  });

  it('folds at 75 octets without cutting a Cyrillic character', () => {
    const line = `SUMMARY:${'Ж'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(Buffer.byteLength(parts[0]!)).toBe(74); // 8 ASCII octets + 33 two-octet letters
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(Buffer.byteLength(foldLine('A'.repeat(75)))).toBe(75);
    expect(foldLine('A'.repeat(76)).split('\r\n')).toEqual(['A'.repeat(75), ' A']);
  });
});

describe('GET /v1/Event/calendar.ics', () => {
  const t2 = useTestApp();

  it('is a VCALENDAR with one all-day VEVENT per event from a year ago on', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const road = await buildDiscipline(app.db, 'шоссе, критериум');
    const soon = await buildEvent(app.db, {
      name: 'Гонка, этап 1; финал',
      eventDate: dayFromToday(10),
      organizerId: actors.organizerAId,
      disciplineId: road.id,
      url: 'https://viraj.example/race?a=1,b=2',
      startLatitude: 55.7522,
      startLongitude: 37.6156,
    });
    const past = await buildEvent(app.db, {
      name: 'Прошлая гонка',
      eventDate: dayFromToday(-300),
      organizerId: actors.organizerBId,
    });
    await buildProtocol(app.db, { eventId: past.id });
    await buildEvent(app.db, { name: 'Давняя гонка', eventDate: dayFromToday(-400) });

    const { lines, response } = await feed(app);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    expect(response.headers.etag).toMatch(/^".+"$/);

    const [first, second] = vevents(lines);
    expect(first!.get('UID')).toBe(uidOf(past.id));
    expect(first!.get('URL')).toBe(`http://portal.test/rating/protocols/${past.id}`);
    expect(first!.has('LOCATION')).toBe(false);
    expect(first!.has('CATEGORIES')).toBe(false);

    expect(second!.get('UID')).toBe(uidOf(soon.id));
    expect(second!.get('DTSTART;VALUE=DATE')).toBe(soon.eventDate.replaceAll('-', ''));
    expect(second!.get('DTEND;VALUE=DATE')).toBe(dayFromToday(11).replaceAll('-', ''));
    expect(second!.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(second!.get('SUMMARY')).toBe('Гонка\\, этап 1\\; финал');
    expect(second!.get('URL')).toBe('https://viraj.example/race?a=1,b=2');
    expect(second!.get('LOCATION')).toBe('55.7522\\, 37.6156');
    expect(second!.get('GEO')).toBe('55.7522;37.6156');
    expect(second!.get('CATEGORIES')).toBe('шоссе\\, критериум');
    expect(second!.get('DESCRIPTION')).toContain('Организатор: Организатор А\\n');
  });

  it('folds long Russian lines within 75 octets', async () => {
    const app = t2();
    const event = await buildEvent(app.db, {
      name: `Многодневная гонка ${'по Золотому кольцу России, '.repeat(6)}`.trim(),
      eventDate: dayFromToday(1),
    });
    const { text, lines } = await feed(app);
    expect(text).toContain('\r\n ');
    const summary = vevents(lines)[0]!.get('SUMMARY')!;
    expect(summary).toBe(icsText(event.name));
  });

  it("answers one organizer's events with organizerId", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const mine = await buildEvent(app.db, { eventDate: dayFromToday(5), organizerId: actors.organizerAId });
    await buildEvent(app.db, { eventDate: dayFromToday(5), organizerId: actors.organizerBId });
    const { lines } = await feed(app, `?organizerId=${actors.organizerAId}`);
    expect(vevents(lines).map((event) => event.get('UID'))).toEqual([uidOf(mine.id)]);
    expect(lines).toContain('X-WR-CALNAME:ВелоРейтинг: Организатор А');
    const empty = await feed(app, '?organizerId=424242');
    expect(vevents(empty.lines)).toEqual([]);
    expect((await getUrl(app, `${FEED}?organizerId=abc`)).statusCode).toBe(400);
  });

  it("answers a user's favourites through the personal link, and 401 to a bad token", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const liked = await buildEvent(app.db, { eventDate: dayFromToday(3) });
    const likedToo = await buildEvent(app.db, { eventDate: dayFromToday(2) });
    await buildEvent(app.db, { eventDate: dayFromToday(4) });
    await markFavoriteEvents(app, actors.userIds.participant, [liked.id, likedToo.id]);
    await markFavoriteEvents(app, actors.userIds.organizerA, [liked.id]);

    const link = await postJson(app, '/v1/User/calendar-token', {}, actors.headers.participant);
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(link.body).toMatch(/^http:\/\/portal\.test\/v1\/Event\/calendar\.ics\?token=[\w.-]{40,}$/);
    const query = link.body.slice(link.body.indexOf('?'));

    const own = await feed(app, query);
    expect(vevents(own.lines).map((event) => event.get('UID'))).toEqual([
      uidOf(likedToo.id),
      uidOf(liked.id),
    ]);
    expect(own.response.headers['cache-control']).toBe('private, max-age=900');
    // The link is the user's whoever opens it: a calendar app sends no session.
    const withOtherSession = await feed(app, query, actors.headers.organizerA);
    expect(vevents(withOtherSession.lines)).toHaveLength(2);

    const session = actors.headers.participant.authorization!.replace('Bearer ', '');
    const otherPurpose = await app.ctx.tokens.signValue(
      'oauth',
      { userId: actors.userIds.participant, ver: 0 },
      60_000,
    );
    for (const bad of ['?token=garbage', `${query}x`, `?token=${session}`, `?token=${otherPurpose}`]) {
      const response = await getUrl(app, `${FEED}${bad}`);
      expect(response.statusCode, bad).toBe(401);
      expect(response.json().Error).toMatch(/Ссылка на календарь недействительна/);
    }
    expect((await postJson(app, '/v1/User/calendar-token', {})).statusCode).toBe(401);
    // …and the link's token opens nothing else: it is not a session.
    const token = decodeURIComponent(query.slice('?token='.length));
    expect((await getUrl(app, '/v1/User/get-current', { authorization: `Bearer ${token}` })).statusCode).toBe(
      401,
    );
  });

  it('stops a personal link once the password changes or the account is blocked', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const link = await postJson(app, '/v1/User/calendar-token', {}, actors.headers.participant);
    const query = link.body.slice(link.body.indexOf('?'));
    expect((await getUrl(app, `${FEED}${query}`)).statusCode).toBe(200);
    await app.db.update(t.users).set({ tokenVersion: 1 }).where(eq(t.users.id, actors.userIds.participant));
    expect((await getUrl(app, `${FEED}${query}`)).statusCode).toBe(401);

    const other = await postJson(app, '/v1/User/calendar-token', {}, actors.headers.organizerA);
    const otherQuery = other.body.slice(other.body.indexOf('?'));
    await app.db.update(t.users).set({ isBlocked: true }).where(eq(t.users.id, actors.userIds.organizerA));
    expect((await getUrl(app, `${FEED}${otherQuery}`)).statusCode).toBe(401);
  });

  it('answers 304 to a calendar app whose copy is current', async () => {
    const app = t2();
    await buildEvent(app.db, { eventDate: dayFromToday(1) });
    const first = await feed(app);
    const again = await getUrl(app, FEED, { 'if-none-match': String(first.response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is an empty VCALENDAR when there are no events', async () => {
    const app = t2();
    const { lines } = await feed(app);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).not.toContain('BEGIN:VEVENT');
  });
});
