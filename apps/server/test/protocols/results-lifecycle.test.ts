import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildParticipant } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/test-app.js';
import { webDistFixture } from '../pages/page-helpers.js';
import { CSV, create, setUp, upload, type World } from './upload-helpers.js';

/*
 * Results riders can trust (issue 38), through HTTP: organizer A uploads the four riders of
 * upload-helpers' CSV; the protocol is provisional for A's protest window (24 hours by default) and
 * official when the job runs at its close. Петров, Сидоров, Кузнецова and Смирнов have accounts.
 */

/** The corrected file: Сидоров won (a second faster), Смирнов is gone, Новиков came. */
const CORRECTED = [
  'Протокол результатов (исправленный);;;;;;',
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Сидоров;Пётр;1982;М;;2:09:58',
  '2;ПЕТРОВ;ИВАН;1980;М;Вперёд;2:10:00',
  '3;Кузнецова;Анна;1985;Ж;;2:20:00',
  '4;Новиков;Глеб;1977;М;;2:30:00',
].join('\r\n');

type Rider = { participantId: number; userId: number; headers: Record<string, string> };

const riderOf = async (app: TestApp, protocolId: number, lastName: string): Promise<Rider> => {
  const [row] = await app.db
    .select({ participantId: t.participants.id, resultId: t.protocolResults.id })
    .from(t.protocolResults)
    .innerJoin(t.participants, eq(t.participants.id, t.protocolResults.participantId))
    .where(
      and(
        eq(t.protocolResults.protocolId, protocolId),
        sql`lower(${t.participants.lastName}) = ${lastName.toLowerCase()}`,
      ),
    );
  const account = await buildAccount(app.db, { roles: ['Participant'] });
  await app.db
    .update(t.participants)
    .set({ userId: account.user.id })
    .where(eq(t.participants.id, row!.participantId));
  return {
    participantId: row!.participantId,
    userId: account.user.id,
    headers: bearer(await tokenFor(app, account.user.id)),
  };
};

const resultIdOf = async (app: TestApp, protocolId: number, participantId: number) => {
  const [row] = await app.db
    .select({ id: t.protocolResults.id })
    .from(t.protocolResults)
    .where(
      and(eq(t.protocolResults.protocolId, protocolId), eq(t.protocolResults.participantId, participantId)),
    );
  return row?.id ?? null;
};

const published = async (world: World, content = CSV) => {
  const cached = (await upload(world, content)).json().cachedProtocolDataId as string;
  const created = await create(world, cached);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().protocolId as number;
};

/** The world with a published protocol and four riders with accounts. */
const withProtocol = async (app: TestApp) => {
  const world = await setUp(app);
  const protocolId = await published(world);
  const riders = {
    petrov: await riderOf(app, protocolId, 'ПЕТРОВ'),
    sidorov: await riderOf(app, protocolId, 'Сидоров'),
    kuznetsova: await riderOf(app, protocolId, 'Кузнецова'),
    smirnov: await riderOf(app, protocolId, 'Смирнов'),
  };
  return { world, protocolId, riders };
};

const call = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** As if the protest window had closed: the protocol's closing time and its job are in the past. */
const closeWindowNow = async (app: TestApp, protocolId: number) => {
  const past = new Date(Date.now() - 60_000);
  await app.db.update(t.protocols).set({ protestClosesAt: past }).where(eq(t.protocols.id, protocolId));
  await app.db
    .update(t.jobs)
    .set({ runAfter: past })
    .where(and(eq(t.jobs.type, 'protocols.close-protest-window'), eq(t.jobs.status, 'queued')));
  await app.ctx.jobRunner.drain();
};

const noticesOf = (app: TestApp, userId: number) =>
  app.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));

const correctionNotices = async (app: TestApp, riders: Record<string, Rider>) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(riders).map(async ([name, rider]) => [
        name,
        (await noticesOf(app, rider.userId))
          .filter((n) => n.notificationType === 'resultCorrected')
          .map((n) => n.body.split('\n')[0]),
      ]),
    ),
  );

describe('provisional, then official (issue 38)', () => {
  const t1 = useTestApp({ env: { WEB_DIST_DIR: webDistFixture() } });

  it('keeps a new protocol provisional for the organizer’s window, and the job makes it official', async () => {
    const app = t1();
    const { world, protocolId } = await withProtocol(app);
    const view = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json();
    expect(view.lifecycle).toMatchObject({ isProvisional: true, officialAt: null });
    const closesIn = Date.parse(view.lifecycle.protestClosesAt) - Date.now();
    expect(closesIn).toBeGreaterThan(23 * 3600_000);
    expect(closesIn).toBeLessThanOrEqual(24 * 3600_000);
    // The crawler's page and the results overview say it.
    const page = await call(app, 'GET', `/results/details/${protocolId}`, { 'user-agent': 'curl/8.5.0' });
    expect(page.body).toContain('Предварительные результаты: протесты принимаются до');

    // The job queued for the close does nothing before its time…
    await app.ctx.jobRunner.drain();
    expect((await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json().lifecycle.isProvisional).toBe(
      true,
    );
    // …and makes the protocol official when the window has closed.
    await closeWindowNow(app, protocolId);
    const after = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json();
    expect(after.lifecycle).toMatchObject({ isProvisional: false, officialAt: expect.any(String) });

    // A window of 0: the next protocol is official at once.
    const set = await call(app, 'PUT', '/v1/Protocol/protest-window', world.actors.headers.organizerA, {
      hours: 0,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ organizerId: world.actors.organizerAId, hours: 0 });
    const second = await published(world);
    expect((await call(app, 'GET', `/v1/Protocol/${second}`, {})).json().lifecycle).toMatchObject({
      isProvisional: false,
    });
    const tooLong = await call(app, 'PUT', '/v1/Protocol/protest-window', world.actors.headers.organizerA, {
      hours: 500,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Error).toMatch(/не больше 168/);
  });

  it('extends the window once with a reason, or makes the results official early; only for the protocol’s organizer', async () => {
    const app = t1();
    const { world, protocolId } = await withProtocol(app);
    const { organizerA, organizerB } = world.actors.headers;
    const url = `/v1/Protocol/${protocolId}`;
    const before = Date.parse((await call(app, 'GET', url, {})).json().lifecycle.protestClosesAt);

    const other = await call(app, 'POST', `${url}/extend-protest-window`, organizerB, {
      hours: 12,
      reason: 'Ждём видео финиша',
    });
    expect(other.statusCode).toBe(403);
    const noReason = await call(app, 'POST', `${url}/extend-protest-window`, organizerA, { hours: 12 });
    expect(noReason.statusCode).toBe(400);

    const extended = await call(app, 'POST', `${url}/extend-protest-window`, organizerA, {
      hours: 12,
      reason: 'Ждём видео финиша',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(Date.parse(extended.json().lifecycle.protestClosesAt) - before).toBe(12 * 3600_000);
    const twice = await call(app, 'POST', `${url}/extend-protest-window`, organizerA, {
      hours: 12,
      reason: 'Ещё раз',
    });
    expect(twice.statusCode).toBe(409);

    const early = await call(app, 'POST', `${url}/make-official`, organizerA, { reason: 'Протестов нет' });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().lifecycle).toMatchObject({ isProvisional: false });
    const manage = (await call(app, 'GET', `${url}/manage`, organizerA)).json();
    expect(manage).toMatchObject({
      officialEarlyReason: 'Протестов нет',
      windowExtensionReason: 'Ждём видео финиша',
    });
    expect((await call(app, 'GET', `${url}/manage`, organizerB)).statusCode).toBe(403);
  });
});

describe('protests while the results are provisional (issue 38)', () => {
  const t1 = useTestApp();

  it('takes a protest from a rider of the protocol, counts it for the organizer, and refuses an outsider and a late one', async () => {
    const app = t1();
    const { world, protocolId, riders } = await withProtocol(app);
    const sidorovResult = (await resultIdOf(app, protocolId, riders.sidorov.participantId))!;

    const options = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/protest-options`, riders.sidorov.headers)
    ).json();
    expect(options).toMatchObject({ ownResultId: sidorovResult, canReportError: true, closedReason: null });

    const protest = await call(app, 'POST', '/v1/ResultDispute', riders.sidorov.headers, {
      resultId: sidorovResult,
      kind: 'wrongData',
      fields: ['time', 'place'],
      comment: 'Я финишировал первым, 2:09:58 по видео',
    });
    expect(protest.statusCode, protest.body).toBe(200);
    expect(protest.json()).toMatchObject({ status: 'open', kind: 'wrongData' });

    // Someone not in the protocol: neither about another's row nor as 'missing' (not on the start list).
    const outsider = await call(app, 'POST', '/v1/ResultDispute', world.actors.headers.participant, {
      resultId: sidorovResult,
      kind: 'wrongData',
      fields: ['time'],
      comment: 'Неверно',
    });
    expect(outsider.statusCode).toBe(403);
    const missing = await call(app, 'POST', '/v1/ResultDispute', world.actors.headers.participant, {
      protocolId,
      kind: 'missing',
      comment: 'Я ехал, меня нет в протоколе',
    });
    expect(missing.statusCode).toBe(403);

    // The organizer sees the count on the protocol and on the row, and the list of this protocol.
    const manage = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/manage`, world.actors.headers.organizerA)
    ).json();
    expect(manage.openProtests).toBe(1);
    expect(manage.rows.find((row: { resultId: number }) => row.resultId === sidorovResult).openProtests).toBe(
      1,
    );
    const list = await call(app, 'POST', '/v1/ResultDispute/paged', world.actors.headers.organizerA, {
      page: 1,
      size: 10,
      protocolId,
    });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ participant: { lastName: 'Сидоров' } }] });

    // After the window: errors are refused in Russian; 'not mine' is still taken.
    await closeWindowNow(app, protocolId);
    const petrovResult = (await resultIdOf(app, protocolId, riders.petrov.participantId))!;
    const late = await call(app, 'POST', '/v1/ResultDispute', riders.petrov.headers, {
      resultId: petrovResult,
      kind: 'wrongData',
      fields: ['time'],
      comment: 'Время неверное',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().Error).toMatch(
      /^Протесты по этому протоколу больше не принимаются: результаты официальные с /,
    );
    const closed = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/protest-options`, riders.petrov.headers)
    ).json();
    expect(closed).toMatchObject({
      canReportError: false,
      closedReason: expect.stringMatching(/^Результаты официальные с/),
    });
    const notMine = await call(app, 'POST', '/v1/ResultDispute', riders.petrov.headers, {
      resultId: petrovResult,
      kind: 'notMine',
      comment: 'Это мой однофамилец',
    });
    expect(notMine.statusCode, notMine.body).toBe(200);
  });
});

const preview = (
  world: World,
  protocolId: number,
  cachedProtocolDataId: string,
  actor: 'organizerA' | 'organizerB' = 'organizerA',
) =>
  call(world.app, 'POST', `/v1/Protocol/${protocolId}/correction-preview`, world.actors.headers[actor], {
    cachedProtocolDataId,
  });

const save = (
  world: World,
  protocolId: number,
  body: Record<string, unknown>,
  actor: 'organizerA' | 'organizerB' = 'organizerA',
) => call(world.app, 'POST', `/v1/Protocol/${protocolId}/correction`, world.actors.headers[actor], body);

describe('corrected uploads, versions and row fixes (issue 38)', () => {
  const t1 = useTestApp();

  it('shows the diff, saves a new version with its note, and tells only the riders whose result changed', async () => {
    const app = t1();
    const { world, protocolId, riders } = await withProtocol(app);
    const cached = (await upload(world, CORRECTED)).json().cachedProtocolDataId as string;

    const diff = await preview(world, protocolId, cached);
    expect(diff.statusCode, diff.body).toBe(200);
    const body = diff.json();
    expect(body).toMatchObject({
      baseVersion: 1,
      errors: [],
      counts: { added: 1, removed: 1, changed: 2, same: 1 },
    });
    const byName = Object.fromEntries(
      body.rows.map((row: { lastName: string }) => [row.lastName.toLowerCase(), row]),
    );
    expect(byName['сидоров']).toMatchObject({
      change: 'changed',
      changedFields: expect.arrayContaining(['place', 'time', 'points']),
      before: { place: 2, resultTime: '2:10:30' },
      after: { place: 1, resultTime: '2:09:58' },
    });
    expect(byName['новиков']).toMatchObject({ change: 'added', before: null, participantId: null });
    expect(byName['смирнов']).toMatchObject({ change: 'removed', after: null });
    expect(byName['кузнецова']).toMatchObject({ change: 'same', changedFields: [] });
    // The preview writes nothing: the upload is still the only version.
    expect(
      (await call(app, 'GET', `/v1/Protocol/${protocolId}/versions`, world.actors.headers.organizerA)).json()
        .versions,
    ).toHaveLength(1);

    // Another organizer's protocol, and a correction without a note, are refused.
    expect((await preview(world, protocolId, cached, 'organizerB')).statusCode).toBe(403);
    const otherOrganizer = await save(
      world,
      protocolId,
      { cachedProtocolDataId: cached, baseVersion: 1, note: 'Исправлено время' },
      'organizerB',
    );
    expect(otherOrganizer.statusCode).toBe(403);
    const noNote = await save(world, protocolId, {
      cachedProtocolDataId: cached,
      baseVersion: 1,
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().Error).toMatch(/Напишите, что исправлено: примечание к версии обязательно/);

    const saved = await save(world, protocolId, {
      cachedProtocolDataId: cached,
      baseVersion: 1,
      note: 'Время Сидорова по видео финиша',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ versionNumber: 2, counts: { added: 1, removed: 1, changed: 2 } });
    await app.ctx.jobRunner.drain();

    const view = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json();
    expect(view.results.map((r: { lastName: string }) => r.lastName.toLowerCase())).toEqual([
      'сидоров',
      'петров',
      'кузнецова',
      'новиков',
    ]);
    expect(await correctionNotices(app, riders)).toEqual({
      petrov: ['Ваш результат исправлен: было 1 место, 2:10:00; стало 2 место, 2:10:00'],
      sidorov: ['Ваш результат исправлен: было 2 место, 2:10:30; стало 1 место, 2:09:58'],
      kuznetsova: [],
      smirnov: ['Ваш результат убран из протокола: было DNF'],
    });
    // Nobody is told 'results published' a second time.
    for (const rider of Object.values(riders)) {
      const published = (await noticesOf(app, rider.userId)).filter(
        (n) => n.notificationType === 'eventResultsAddedNotification',
      );
      expect(published.length).toBeLessThanOrEqual(1);
    }

    // The history: both versions, who and why, the original files, and the diff between them.
    const versions = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/versions`, world.actors.headers.organizerA)
    ).json();
    expect(
      versions.versions.map((v: { number: number; kind: string; note: string; isCurrent: boolean }) => [
        v.number,
        v.kind,
        v.note,
        v.isCurrent,
      ]),
    ).toEqual([
      [2, 'correctedUpload', 'Время Сидорова по видео финиша', true],
      [1, 'upload', '', false],
    ]);
    const file = await call(
      app,
      'GET',
      `/v1/Protocol/${protocolId}/versions/2/content`,
      world.actors.headers.organizerA,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Новиков');
    const original = await call(
      app,
      'GET',
      `/v1/Protocol/${protocolId}/versions/1/content`,
      world.actors.headers.organizerA,
    );
    expect(original.body).toContain('Смирнов');
    const between = (
      await call(
        app,
        'GET',
        `/v1/Protocol/${protocolId}/versions/diff?from=1&to=2`,
        world.actors.headers.organizerA,
      )
    ).json();
    expect(between.counts).toEqual({ added: 1, removed: 1, changed: 2, same: 1 });
    expect(
      (await call(app, 'GET', `/v1/Protocol/${protocolId}/versions`, world.actors.headers.organizerB))
        .statusCode,
    ).toBe(403);

    // A save against an outdated preview is refused.
    const again = (await upload(world, CORRECTED)).json().cachedProtocolDataId as string;
    const stale = await save(world, protocolId, {
      cachedProtocolDataId: again,
      baseVersion: 1,
      note: 'Ещё раз',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('links the corrected file’s riders as the first upload does: by name and year, or to the rider the organizer names', async () => {
    const app = t1();
    const { world, protocolId, riders } = await withProtocol(app);
    const orlov = await buildParticipant(app.db, { lastName: 'Орлов', firstName: 'Пётр', yearOfBirth: 1981 });
    const file = [
      'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
      '1;Петров;Иван;1980;М;Вперёд;2:10:00',
      '2;Сидоров;Пётр;1982;М;;2:10:30',
      // Кузнецова with another year, Орлов (not in the protocol yet) with his names swapped.
      '3;Кузнецова;Анна;1986;Ж;;2:19:00',
      '4;Пётр;Орлов;1981;М;;2:25:00',
      '5;Смирнов;Олег;1979;М;;2:40:00',
    ].join('\r\n');
    const read = (await upload(world, file)).json();
    const offered = new Map<string, { rowNumber: number; ids: number[] }>(
      read.newParticipantsFromProtocol.map(
        (rider: { lastName: string; rowNumber: number; similarParticipants: { id: number }[] }) => [
          rider.lastName,
          { rowNumber: rider.rowNumber, ids: rider.similarParticipants.map((similar) => similar.id) },
        ],
      ),
    );
    // Only the two written differently are new, each with the rider the portal knows offered.
    expect([...offered.keys()].sort()).toEqual(['Кузнецова', 'Пётр']);
    expect(offered.get('Кузнецова')!.ids).toContain(riders.kuznetsova.participantId);
    expect(offered.get('Пётр')!.ids).toContain(orlov.id);
    const linkedParticipants = [
      { rowNumber: offered.get('Кузнецова')!.rowNumber, participantId: riders.kuznetsova.participantId },
      { rowNumber: offered.get('Пётр')!.rowNumber, participantId: orlov.id },
    ];

    const diff = (
      await call(
        app,
        'POST',
        `/v1/Protocol/${protocolId}/correction-preview`,
        world.actors.headers.organizerA,
        {
          cachedProtocolDataId: read.cachedProtocolDataId,
          linkedParticipants,
        },
      )
    ).json();
    expect(diff.errors).toEqual([]);
    const changeOf = new Map(
      diff.rows.map((row: { participantId: number | null; change: string }) => [
        row.participantId,
        row.change,
      ]),
    );
    expect(changeOf.get(riders.kuznetsova.participantId)).toBe('changed');
    expect(changeOf.get(orlov.id)).toBe('added');
    expect(diff.counts).toMatchObject({ added: 1, removed: 0 });

    const kuznetsovaResult = await resultIdOf(app, protocolId, riders.kuznetsova.participantId);
    const ridersBefore = await app.db.$count(t.participants);
    const saved = await save(world, protocolId, {
      cachedProtocolDataId: read.cachedProtocolDataId,
      baseVersion: 1,
      note: 'Время Кузнецовой, Орлов добавлен',
      linkedParticipants,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Nobody new: Кузнецова keeps her row (and its id), Орлов's start is his.
    expect(await app.db.$count(t.participants)).toBe(ridersBefore);
    expect(await resultIdOf(app, protocolId, riders.kuznetsova.participantId)).toBe(kuznetsovaResult);
    expect(await resultIdOf(app, protocolId, orlov.id)).not.toBeNull();
    const results = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json().results as {
      participantId: number;
    }[];
    expect(results.map((row) => row.participantId).sort()).toEqual(
      [
        riders.petrov.participantId,
        riders.sidorov.participantId,
        riders.kuznetsova.participantId,
        orlov.id,
        riders.smirnov.participantId,
      ].sort(),
    );
  });

  it('leaves the version in force untouched when the corrected file is broken', async () => {
    const app = t1();
    const { world, protocolId } = await withProtocol(app);
    const before = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json().results;
    // The same rider twice: the file reads, but cannot replace the results.
    const twice = [...CORRECTED.split('\r\n'), '5;Сидоров;Пётр;1982;М;;2:40:00'].join('\r\n');
    const cached = (await upload(world, twice)).json().cachedProtocolDataId as string;
    const diff = (await preview(world, protocolId, cached)).json();
    expect(diff.errors).toEqual([expect.stringMatching(/«Сидоров Пётр», 1982 г. р., указан дважды/)]);
    const refused = await save(world, protocolId, {
      cachedProtocolDataId: cached,
      baseVersion: 1,
      note: 'Исправлено',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toMatch(/указан дважды/);
    // A file that is not a protocol at all does not even read.
    const garbage = await upload(world, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x13]));
    expect(garbage.statusCode).toBe(400);

    const after = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json();
    expect(after.results).toEqual(before);
    expect(
      (await call(app, 'GET', `/v1/Protocol/${protocolId}/manage`, world.actors.headers.organizerA)).json()
        .versionNumber,
    ).toBe(1);
  });

  it('fixes a single row as a version with its diff, and tells that rider only', async () => {
    const app = t1();
    const { world, protocolId, riders } = await withProtocol(app);
    const resultId = (await resultIdOf(app, protocolId, riders.kuznetsova.participantId))!;
    const url = `/v1/Protocol/${protocolId}/rows/${resultId}/fix`;
    expect(
      (
        await call(app, 'POST', url, world.actors.headers.organizerB, {
          resultTime: '2:19:00',
          note: 'Хронометраж',
        })
      ).statusCode,
    ).toBe(403);
    const noNote = await call(app, 'POST', url, world.actors.headers.organizerA, { resultTime: '2:19:00' });
    expect(noNote.statusCode).toBe(400);
    const nothing = await call(app, 'POST', url, world.actors.headers.organizerA, { note: 'Хронометраж' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().Error).toMatch(/Укажите, что исправить/);

    const fixed = await call(app, 'POST', url, world.actors.headers.organizerA, {
      resultTime: '2:19:00',
      note: 'Хронометраж',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ versionNumber: 2 });
    await app.ctx.jobRunner.drain();
    expect(await correctionNotices(app, riders)).toEqual({
      petrov: [],
      sidorov: [],
      kuznetsova: ['Ваш результат исправлен: было 3 место, 2:20:00; стало 3 место, 2:19:00'],
      smirnov: [],
    });
    const diff = (
      await call(
        app,
        'GET',
        `/v1/Protocol/${protocolId}/versions/diff?from=1&to=2`,
        world.actors.headers.organizerA,
      )
    ).json();
    expect(diff.rows.filter((row: { change: string }) => row.change !== 'same')).toEqual([
      expect.objectContaining({ lastName: 'Кузнецова', change: 'changed', changedFields: ['time'] }),
    ]);
    const versions = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/versions`, world.actors.headers.organizerA)
    ).json();
    expect(versions.versions[0]).toMatchObject({
      number: 2,
      kind: 'rowFix',
      note: 'Хронометраж',
      hasFile: false,
    });
  });

  it('keeps a deleted protocol’s versions, and an administrator puts it back', async () => {
    const app = t1();
    const { world, protocolId } = await withProtocol(app);
    const before = (await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).json().results;
    const deleted = await call(app, 'DELETE', `/v1/Protocol/${protocolId}`, world.actors.headers.organizerA);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(app, 'GET', `/v1/Protocol/${protocolId}`, {})).statusCode).toBe(404);
    const versions = (
      await call(app, 'GET', `/v1/Protocol/${protocolId}/versions`, world.actors.headers.organizerA)
    ).json();
    expect(versions).toMatchObject({
      isDeleted: true,
      versions: [{ number: 1, kind: 'upload', hasFile: true }],
    });

    const [record] = await app.db
      .select()
      .from(t.auditRecords)
      .where(eq(t.auditRecords.action, 'deleteProtocol'));
    const byOrganizer = await call(
      app,
      'POST',
      `/v1/Admin/audit/${record!.id}/undo`,
      world.actors.headers.organizerA,
    );
    expect(byOrganizer.statusCode).toBe(403);
    const undone = await call(app, 'POST', `/v1/Admin/audit/${record!.id}/undo`, world.actors.headers.admin);
    expect(undone.statusCode, undone.body).toBe(200);
    const back = await call(app, 'GET', `/v1/Protocol/${protocolId}`, {});
    expect(back.statusCode).toBe(200);
    const strip = (rows: { id: number }[]) => rows.map(({ id: _id, ...row }) => row);
    expect(strip(back.json().results)).toEqual(strip(before));
  });
});
