import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participantProfileSchema, placeHistorySchema, seasonProgressSchema } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { recalculateSeasons } from '../../src/domain/rating/recalculate-seasons.js';
import { adminSession, splitRider } from '../admin/admin-helpers.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Организатор А's season of 2025: Орлов third at «Гран-при Весна», second at «Кубок Лета»; on
 * 1 July «Критериум» (without him) lifts Кузнецов and Соколов; Котова is the only woman.
 */
const season = async (app: TestApp) => {
  const organizer = await buildOrganizer(app.db, { name: 'Организатор А' });
  const protocols = await buildScoredProtocols(app.db, [
    {
      organizerId: organizer.id,
      eventDate: '2025-05-10',
      eventName: 'Гран-при Весна',
      rows: [
        { rider: 'Белов Юрий 1983 М' },
        { rider: 'Соколов Антон 1986 М' },
        { rider: 'Орлов Илья 1980 М' },
        { rider: 'Кузнецов Пётр 1975 М' },
        { rider: 'Котова Анна 1985 Ж' },
      ],
    },
    {
      organizerId: organizer.id,
      eventDate: '2025-06-10',
      eventName: 'Кубок Лета',
      rows: [{ rider: 'Петров Олег 1979 М' }, { rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Юрий 1983 М' }],
    },
    {
      organizerId: organizer.id,
      eventDate: '2025-07-01',
      eventName: 'Критериум',
      rows: [{ rider: 'Кузнецов Пётр 1975 М' }, { rider: 'Соколов Антон 1986 М' }],
    },
    { organizerId: organizer.id, eventDate: '2024-06-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
  ]);
  const orlovId = await participantIdOf(app.db, 'Орлов');
  const account = await buildAccount(app.db, { roles: ['Participant'] });
  await app.db.update(t.participants).set({ userId: account.user.id }).where(eq(t.participants.id, orlovId));
  const organizerAccount = await buildAccount(app.db, { roles: ['Organizer'], organizerId: organizer.id });
  return {
    protocols,
    orlovId,
    orlov: bearer(await tokenFor(app, account.user.id)),
    organizer: bearer(await tokenFor(app, organizerAccount.user.id, 'Organizer')),
  };
};

const historyResponse = (app: TestApp, participantId: number, year = 2025, headers = {}) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/Participant/place-history?participantId=${participantId}&year=${year}`,
    headers,
  });

const history = async (app: TestApp, participantId: number, year = 2025, headers = {}) => {
  const response = await historyResponse(app, participantId, year, headers);
  expect(response.statusCode, response.body).toBe(200);
  return placeHistorySchema.parse(response.json());
};

const profile = async (app: TestApp, participantId: number) =>
  participantProfileSchema.parse(
    (
      await app.app.inject({
        method: 'GET',
        url: `/v1/Participant/participant-info?participantId=${participantId}&year=2025`,
      })
    ).json(),
  );

/** The same history once the season is recalculated whole (as an administrator's recalculation does). */
const afterFullRecalculation = async (app: TestApp, participantId: number) => {
  await app.db.update(t.seasons).set({ isStale: true, staleFrom: null }).where(eq(t.seasons.year, 2025));
  await recalculateSeasons(app.db, [2025]);
  return history(app, participantId);
};

describe('why did my place move: a rider’s place history (issue 38)', () => {
  const t1 = useTestApp();

  it('explains each race day: the rider’s own result, then the riders who got ahead and in which protocol', async () => {
    const app = t1();
    const s = await season(app);
    const answer = await history(app, s.orlovId);
    const named = new Map(answer.protocols.map((protocol) => [protocol.protocolId, protocol]));
    const events = new Map(answer.events.map((event) => [event.eventId, event.name]));

    expect(answer.days.map((day) => day.date)).toEqual(['2025-05-10', '2025-06-10', '2025-07-01']);
    const [spring, summer, criterium] = answer.days;
    // First day: third man, behind Котова too (the only woman wins hers); nobody had a place before.
    expect(spring).toMatchObject({ before: null, after: { place: 4, genderPlace: 3 }, overtook: 0 });
    expect(spring!.ownResults).toEqual([
      { protocolId: s.protocols[0]!.protocolId, place: 3, status: 'F', points: spring!.after.points },
    ]);
    expect(named.get(s.protocols[0]!.protocolId)).toMatchObject({ name: 'Абсолют' });
    expect(events.get(named.get(s.protocols[0]!.protocolId)!.eventId)).toBe('Гран-при Весна');
    // Second at «Кубок Лета»: points added, passing Соколов (who did not ride).
    expect(summer!.before).toEqual(spring!.after);
    expect(summer!.ownResults).toEqual([expect.objectContaining({ place: 2, status: 'F' })]);
    expect(summer!.after.points).toBeCloseTo(spring!.after.points + summer!.ownResults[0]!.points, 2);
    expect(summer!.after.place).toBeLessThan(summer!.before!.place);
    expect(summer!.overtook).toBe(summer!.before!.place - summer!.after.place);
    // «Критериум» without him: Кузнецов and Соколов, now ahead, came from it.
    expect(criterium!.ownResults).toEqual([]);
    expect(criterium!.after.points).toBe(criterium!.before!.points);
    expect(criterium!.overtakenBy).toEqual({
      riders: criterium!.after.place - criterium!.before!.place,
      protocolIds: [s.protocols[2]!.protocolId],
      otherProtocols: 0,
    });
    expect(criterium!.overtakenBy.riders).toBeGreaterThan(0);
    expect(events.get(named.get(s.protocols[2]!.protocolId)!.eventId)).toBe('Критериум');

    // It ends where the season's table stands, and agrees with the chart on the rider's own days.
    const standing = await profile(app, s.orlovId);
    expect(answer.standing).toEqual({
      points: standing.rating,
      place: standing.place,
      genderPlace: standing.genderPlace,
    });
    expect(answer.days.at(-1)!.after).toEqual(answer.standing);
    expect(answer.adjustments).toBeNull();
    const chart = seasonProgressSchema.parse(
      (
        await app.app.inject({
          method: 'GET',
          url: `/v1/Participant/season-progress?participantId=${s.orlovId}&year=2025`,
        })
      ).json(),
    );
    expect(chart.points.map((point) => [point.date, point.place, point.genderPlace])).toEqual(
      [spring!, summer!].map((day) => [day.date, day.after.place, day.after.genderPlace]),
    );
  });

  it('names each event once, however many of its protocols the riders who got ahead came from', async () => {
    const app = t1();
    const s = await season(app);
    // «Критериум» has a second protocol: Петров wins it and gets ahead of Орлов that day too.
    const [second] = await buildScoredProtocols(app.db, [
      {
        eventDate: '2025-07-01',
        eventId: s.protocols[2]!.eventId,
        name: 'М40',
        rows: [{ rider: 'Петров Олег 1979 М' }, { rider: 'Белов Юрий 1983 М' }],
      },
    ]);
    const answer = await history(app, s.orlovId);
    const criterium = answer.days.find((day) => day.date === '2025-07-01')!;
    expect(new Set(criterium.overtakenBy.protocolIds)).toEqual(
      new Set([s.protocols[2]!.protocolId, second!.protocolId]),
    );
    expect(answer.events.filter((event) => event.eventId === s.protocols[2]!.eventId)).toEqual([
      { eventId: s.protocols[2]!.eventId, name: 'Критериум' },
    ]);
    expect(answer.events).toHaveLength(new Set(answer.events.map((event) => event.eventId)).size);
    expect(answer.protocols.filter((protocol) => protocol.eventId === s.protocols[2]!.eventId)).toEqual(
      expect.arrayContaining([
        { protocolId: s.protocols[2]!.protocolId, eventId: s.protocols[2]!.eventId, name: 'Абсолют' },
        { protocolId: second!.protocolId, eventId: s.protocols[2]!.eventId, name: 'М40' },
      ]),
    );
  });

  it('places a woman within her gender and lists only the days that moved her', async () => {
    const app = t1();
    await season(app);
    const kotova = await history(app, await participantIdOf(app.db, 'Котова'));
    // The only woman: first of hers from the start, her overall place moving as men pass her.
    expect(kotova.days[0]).toMatchObject({ date: '2025-05-10', after: { place: 2, genderPlace: 1 } });
    expect(kotova.days.length).toBeGreaterThan(1);
    for (const day of kotova.days.slice(1)) {
      expect(day.after.genderPlace).toBe(1);
      expect(day.before!.place === day.after.place && day.before!.points === day.after.points).toBe(false);
    }
  });

  it('says a protocol was corrected, on its day, and is what a full recalculation gives right after', async () => {
    const app = t1();
    const s = await season(app);
    const [result] = await app.db
      .select()
      .from(t.protocolResults)
      .where(
        and(
          eq(t.protocolResults.protocolId, s.protocols[0]!.protocolId),
          eq(t.protocolResults.participantId, s.orlovId),
        ),
      );
    // Provisional: an error in a result is a protest, taken while the window is open (issue 38).
    await app.db
      .update(t.protocols)
      .set({ officialAt: null, protestClosesAt: new Date(Date.now() + 24 * 3600_000) })
      .where(eq(t.protocols.id, s.protocols[0]!.protocolId));
    const dispute = await app.app.inject({
      method: 'POST',
      url: '/v1/ResultDispute',
      headers: s.orlov,
      payload: { resultId: result!.id, kind: 'wrongData', fields: ['place'], comment: 'Я был первым' },
    });
    expect(dispute.statusCode, dispute.body).toBe(200);
    const corrected = await app.app.inject({
      method: 'POST',
      url: `/v1/ResultDispute/${dispute.json().id}/correct`,
      headers: s.organizer,
      payload: { place: 1 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const answer = await history(app, s.orlovId);
    expect(answer.days[0]!.ownResults[0]).toMatchObject({ place: 1 });
    expect(answer.amendments).toEqual([
      {
        kind: 'protocolCorrected',
        protocolId: s.protocols[0]!.protocolId,
        date: '2025-05-10',
        on: expect.any(String),
        undoneOn: null,
        ownRowChange: 'место 3 → 1',
      },
    ]);
    const standing = await profile(app, s.orlovId);
    expect(answer.standing).toMatchObject({ points: standing.rating, place: standing.place });
    expect(await afterFullRecalculation(app, s.orlovId)).toEqual(answer);

    // Белов stands in the corrected protocol too: his day says so, without a row change of his own.
    const belov = await history(app, await participantIdOf(app.db, 'Белов'));
    expect(belov.amendments).toEqual([
      expect.objectContaining({ kind: 'protocolCorrected', date: '2025-05-10', ownRowChange: null }),
    ]);
  });

  it('reads the corrections from the protocols’ recorded versions: an organizer’s row fix, on its day', async () => {
    const app = t1();
    const s = await season(app);
    const protocolId = s.protocols[0]!.protocolId;
    const [result] = await app.db
      .select()
      .from(t.protocolResults)
      .where(
        and(eq(t.protocolResults.protocolId, protocolId), eq(t.protocolResults.participantId, s.orlovId)),
      );
    // A row fixed in place (issue 38) is a version of the protocol, with no dispute and no audit record.
    const fixed = await app.app.inject({
      method: 'POST',
      url: `/v1/Protocol/${protocolId}/rows/${result!.id}/fix`,
      headers: s.organizer,
      payload: { place: 2, resultTime: '1:59:00', note: 'Ошибка судей на финише' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    const answer = await history(app, s.orlovId);
    expect(answer.days[0]!.ownResults[0]).toMatchObject({ place: 2 });
    expect(answer.amendments).toEqual([
      {
        kind: 'protocolCorrected',
        protocolId,
        date: '2025-05-10',
        on: expect.any(String),
        undoneOn: null,
        ownRowChange: expect.stringMatching(/^место 3 → 2, время .+ → 1:59:00$/),
      },
    ]);
    expect(await afterFullRecalculation(app, s.orlovId)).toEqual(answer);
    // Котова's row stayed as it was: her day says others' results changed.
    const kotova = await history(app, await participantIdOf(app.db, 'Котова'));
    expect(kotova.amendments).toEqual([
      expect.objectContaining({ kind: 'protocolCorrected', protocolId, ownRowChange: null }),
    ]);
    // A rider of another protocol only hears of it when it names that protocol: Петров does not.
    const petrov = await history(app, await participantIdOf(app.db, 'Петров'));
    expect(petrov.amendments).toEqual([]);
  });

  it('says the results came with a merged record, and is what a full recalculation gives after the merge', async () => {
    const app = t1();
    const s = await season(app);
    // An old import left Орлов's «Кубок Лета» under a misspelt record.
    const twin = await splitRider(app.db, s.orlovId, [s.protocols[1]!.protocolId], {
      lastName: 'Орлов',
      firstName: 'Илия',
    });
    const split = await history(app, s.orlovId);
    expect(split.days.flatMap((day) => day.ownResults)).toHaveLength(1);

    const { headers } = await adminSession(app);
    const merged = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: s.orlovId, otherParticipantId: twin.id, takeFromOther: [] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await app.ctx.jobRunner.drain();

    const answer = await history(app, s.orlovId);
    expect(answer.days.find((day) => day.date === '2025-06-10')!.ownResults).toEqual([
      expect.objectContaining({ protocolId: s.protocols[1]!.protocolId, place: 2 }),
    ]);
    expect(answer.amendments).toEqual([
      expect.objectContaining({
        kind: 'profilesMerged',
        protocolId: s.protocols[1]!.protocolId,
        date: '2025-06-10',
        undoneOn: null,
      }),
    ]);
    expect(await afterFullRecalculation(app, s.orlovId)).toEqual(answer);
  });

  it('ends with the administrators’ corrections of points, which have no race day', async () => {
    const app = t1();
    const s = await season(app);
    const before = await history(app, s.orlovId);
    const { headers } = await adminSession(app);
    const others = await Promise.all(
      ['Белов', 'Соколов', 'Кузнецов', 'Петров', 'Котова'].map((name) => participantIdOf(app.db, name)),
    );
    const othersBefore = await Promise.all(others.map((id) => history(app, id)));
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/change-participant-rating',
      headers,
      payload: { participantId: s.orlovId, year: 2025, points: -500, reason: 'Дисквалификация' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = await history(app, s.orlovId);
    // The race days are as they were; the correction moves him to the end of the table.
    expect(answer.days).toEqual(before.days);
    expect(answer.adjustments).toEqual({
      before: before.days.at(-1)!.after,
      after: answer.standing,
      own: [{ points: -500, reason: 'Дисквалификация' }],
    });
    expect(answer.standing!.place).toBe(6);
    const standing = await profile(app, s.orlovId);
    expect(answer.standing).toEqual({
      points: standing.rating,
      place: standing.place,
      genderPlace: standing.genderPlace,
    });
    // Others' corrections move a rider too: each behind Орлов moves up a place (among men too, for a
    // man), with none of their own.
    const kotovaId = others[4]!;
    const behind = othersBefore.filter((other) => other.standing!.place > before.standing!.place);
    expect(behind.length).toBeGreaterThan(0);
    for (const other of behind) {
      const after = await history(app, other.participantId);
      expect(after.adjustments).toEqual({
        before: other.standing,
        after: {
          ...other.standing!,
          place: other.standing!.place - 1,
          genderPlace: other.standing!.genderPlace - (other.participantId === kotovaId ? 0 : 1),
        },
        own: [],
      });
    }
    const ahead = othersBefore.filter((other) => other.standing!.place < before.standing!.place);
    for (const other of ahead) expect((await history(app, other.participantId)).adjustments).toBeNull();
  });

  it('keeps a hidden rider’s history for the owner and administrators', async () => {
    const app = t1();
    const s = await season(app);
    await app.db.update(t.participants).set({ hiddenAt: new Date() }).where(eq(t.participants.id, s.orlovId));
    const guest = await historyResponse(app, s.orlovId);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().Error).toBe('Участник скрыл свой профиль');
    const stranger = await buildAccount(app.db, { roles: ['Participant'] });
    expect(
      (await historyResponse(app, s.orlovId, 2025, bearer(await tokenFor(app, stranger.user.id)))).statusCode,
    ).toBe(403);
    expect((await history(app, s.orlovId, 2025, s.orlov)).days).toHaveLength(3);
    const { headers } = await adminSession(app);
    expect((await history(app, s.orlovId, 2025, headers)).days).toHaveLength(3);
  });

  it('answers 400 for a bad year or rider id and 404 for an unknown rider, in Russian', async () => {
    const app = t1();
    const s = await season(app);
    const early = await historyResponse(app, s.orlovId, 2017);
    expect(early.statusCode).toBe(400);
    expect(early.json().Error).toBe('не валидный год');
    const words = await app.app.inject({
      method: 'GET',
      url: `/v1/Participant/place-history?participantId=${s.orlovId}&year=прошлый`,
    });
    expect(words.statusCode).toBe(400);
    expect(words.json().Error).toMatch(/[а-я]/);
    const zero = await historyResponse(app, 0);
    expect(zero.statusCode).toBe(400);
    const unknown = await historyResponse(app, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Error).toBe('Участник не найден');
    // A season without races: nothing to tell, and no place.
    expect(await history(app, s.orlovId, 2023)).toMatchObject({
      days: [],
      standing: null,
      adjustments: null,
    });
  });
});
