import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { buildOrganizer, buildParticipant, buildUser } from '../helpers/factories.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession } from './admin-helpers.js';

const ask = async (app: TestApp, headers: Record<string, string>, call: string, payload?: object) => {
  const response = await app.app.inject({ method: 'POST', url: `/v1/Analytics/${call}`, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

type MonthPoint = { year: number; month: number } & Record<string, unknown>;

const monthOf = (series: { byMonth: MonthPoint[] }, year: number, month: number) =>
  series.byMonth.find((point) => point.year === year && point.month === month);

describe('analytics of what was added, by month and by year', () => {
  const t1 = useTestApp();

  it('counts riders, registrations and messenger users exactly as the rows, month by month (UTC)', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    for (const createdOn of [
      '2023-01-15T10:00:00Z',
      '2023-01-31T23:59:00Z',
      '2023-03-01T00:00:00Z',
      '2024-12-31T23:30:00Z',
      '2025-01-01T00:10:00Z',
    ])
      await buildParticipant(app.db, { createdOn: new Date(createdOn) });
    for (const registrationDate of ['2023-05-05T12:00:00Z', '2024-05-06T12:00:00Z'])
      await buildUser(app.db, { registrationDate: new Date(registrationDate) });
    await app.db.insert(t.messengerUsers).values([
      { chatId: 1, createdOn: new Date('2024-02-02T00:00:00Z') },
      { chatId: 2, createdOn: new Date('2024-02-28T00:00:00Z') },
    ]);

    const riders = await ask(app, headers, 'participants-addition-by-years', {
      startYear: 2023,
      endYear: 2024,
    });
    expect(riders.byMonth).toHaveLength(24);
    expect(monthOf(riders, 2023, 1)).toEqual({
      date: '2023-01-01T00:00:00Z',
      year: 2023,
      month: 1,
      participantsCount: 2,
    });
    expect(monthOf(riders, 2023, 2)?.participantsCount).toBe(0);
    expect(monthOf(riders, 2024, 12)?.participantsCount).toBe(1);
    expect(riders.byYear).toEqual([
      { year: 2023, participantsCount: 3 },
      { year: 2024, participantsCount: 1 },
    ]);
    const [inRange] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from participants where created_on >= '2023-01-01T00:00:00Z' and created_on < '2025-01-01T00:00:00Z'`,
    );
    expect(riders.total).toEqual({ participantsCount: inRange!.n });

    const users = await ask(app, headers, 'user-registrations-by-years', { startYear: 2024, endYear: 2024 });
    // The administrator of this test registered today; only the 2024 row is in the range.
    expect(users.byYear).toEqual([{ year: 2024, usersCount: 1 }]);
    expect(monthOf(users, 2024, 5)?.usersCount).toBe(1);

    const telegram = await ask(app, headers, 'telegram-user-addition-by-years', {
      startYear: 2024,
      endYear: 2024,
    });
    expect(monthOf(telegram, 2024, 2)?.usersCount).toBe(2);
    expect(telegram.total).toEqual({ usersCount: 2 });
  });

  it('counts protocols with their riders and the riders new to the portal, per month, year, organizer and event', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const north = await buildOrganizer(app.db, { name: 'Север' });
    const south = await buildOrganizer(app.db, { name: 'Юг' });
    const [first, second, third] = await buildScoredProtocols(app.db, [
      {
        organizerId: north.id,
        eventDate: '2023-02-05',
        rows: [{ rider: 'Аист Иван 1980 М' }, { rider: 'Бобр Олег 1981 М' }],
      },
      {
        organizerId: north.id,
        eventDate: '2023-02-05',
        rows: [{ rider: 'Аист Иван 1980 М' }, { rider: 'Волк Пётр 1982 М' }],
      },
      {
        organizerId: south.id,
        eventDate: '2024-06-01',
        rows: [{ rider: 'Бобр Олег 1981 М' }, { rider: 'Гусь Яков 1983 М' }],
      },
    ]);
    await app.db
      .update(t.protocols)
      .set({ eventId: first!.eventId })
      .where(eq(t.protocols.id, second!.protocolId));
    const uploads: [number, string][] = [
      [first!.protocolId, '2023-02-10T08:00:00Z'],
      [second!.protocolId, '2023-02-11T08:00:00Z'],
      [third!.protocolId, '2024-06-03T08:00:00Z'],
    ];
    for (const [id, uploadDate] of uploads)
      await app.db
        .update(t.protocols)
        .set({ uploadDate: new Date(uploadDate) })
        .where(eq(t.protocols.id, id));

    const body = await ask(app, headers, 'protocols-addition-by-years', { startYear: 2023, endYear: 2024 });
    const counts = (
      protocolsCount: number,
      includedParticipantsCount: number,
      includedNewParticipantsCount: number,
    ) => ({
      protocolsCount,
      includedParticipantsCount,
      includedNewParticipantsCount,
    });
    expect(monthOf(body, 2023, 2)).toMatchObject(counts(2, 4, 3));
    expect(monthOf(body, 2024, 6)).toMatchObject(counts(1, 2, 1));
    expect(body.byYear).toEqual([
      { year: 2023, ...counts(2, 4, 3) },
      { year: 2024, ...counts(1, 2, 1) },
    ]);
    expect(body.total).toEqual(counts(3, 6, 4));
    expect(body.byOrganizer).toEqual([
      { organizerId: north.id, organizerName: 'Север', ...counts(2, 4, 3) },
      { organizerId: south.id, organizerName: 'Юг', ...counts(1, 2, 1) },
    ]);
    expect(body.byEvent).toEqual([
      expect.objectContaining({
        eventId: first!.eventId,
        eventDate: '2023-02-05T00:00:00Z',
        organizerName: 'Север',
        ...counts(2, 4, 3),
      }),
      expect.objectContaining({ eventId: third!.eventId, organizerName: 'Юг', ...counts(1, 2, 1) }),
    ]);
    const [rows] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from protocol_results`,
    );
    expect(body.total.includedParticipantsCount).toBe(rows!.n);

    const onlyLater = await ask(app, headers, 'protocols-addition-by-years', {
      startYear: 2024,
      endYear: 2024,
    });
    // Бобр Олег first raced in 2023: in 2024 only Гусь Яков is new.
    expect(onlyLater.total).toEqual(counts(1, 2, 1));
  });

  it('spans from the first year with records to the current year when no range is sent', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    await buildParticipant(app.db, { createdOn: new Date('2021-07-01T00:00:00Z') });
    const body = await ask(app, headers, 'participants-addition-by-years');
    const thisYear = new Date().getUTCFullYear();
    expect(body).toMatchObject({ startYear: 2021, endYear: thisYear });
    expect(body.byYear[0]).toEqual({ year: 2021, participantsCount: 1 });
    expect(body.byMonth).toHaveLength((thisYear - 2021 + 1) * 12);
  });

  it('refuses a range whose start is after its end, in Russian', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Analytics/user-registrations-by-years',
      headers,
      payload: { startYear: 2025, endYear: 2020 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain('Поле «с года»: не позже, чем «по год»');
  });
});
