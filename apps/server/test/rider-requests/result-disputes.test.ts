import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { standingOf } from '../admin/admin-helpers.js';
import { queueSkillRecalculation } from '../../src/domain/skill/skill-job.js';

/**
 * Организатор А ran two races of 2025. In the first, Орлов (a rider with an account) stands third;
 * he says the result is not his, or that it is wrong. Петров (with an account) did not ride it.
 * Организатор Б has nothing to do with it.
 */
const season = async (app: TestApp) => {
  const organizerA = await buildOrganizer(app.db, { name: 'Организатор А' });
  const organizerB = await buildOrganizer(app.db, { name: 'Организатор Б' });
  const protocols = await buildScoredProtocols(app.db, [
    {
      organizerId: organizerA.id,
      eventDate: '2025-05-10',
      eventName: 'Гран-при Весна',
      rows: [
        { rider: 'Белов Юрий 1983 М' },
        { rider: 'Соколов Антон 1986 М' },
        { rider: 'Орлов Илья 1980 М' },
        { rider: 'Кузнецов Пётр 1975 М' },
      ],
    },
    {
      organizerId: organizerA.id,
      eventDate: '2025-06-10',
      rows: [{ rider: 'Петров Олег 1979 М' }, { rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Юрий 1983 М' }],
    },
  ]);
  // Provisional: errors in a result are protests, taken while the protest window is open (issue 38).
  await app.db
    .update(t.protocols)
    .set({ officialAt: null, protestClosesAt: new Date(Date.now() + 24 * 3600_000) });
  const orlovId = await participantIdOf(app.db, 'Орлов');
  const petrovId = await participantIdOf(app.db, 'Петров');
  const link = async (participantId: number) => {
    const account = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db
      .update(t.participants)
      .set({ userId: account.user.id })
      .where(eq(t.participants.id, participantId));
    return { userId: account.user.id, headers: bearer(await tokenFor(app, account.user.id)) };
  };
  const orlov = await link(orlovId);
  const petrov = await link(petrovId);
  const orgA = await buildAccount(app.db, { roles: ['Organizer'], organizerId: organizerA.id });
  const orgB = await buildAccount(app.db, { roles: ['Organizer'], organizerId: organizerB.id });
  const admin = await buildAccount(app.db, { roles: ['Admin'] });
  const [result] = await app.db
    .select()
    .from(t.protocolResults)
    .where(
      and(
        eq(t.protocolResults.protocolId, protocols[0]!.protocolId),
        eq(t.protocolResults.participantId, orlovId),
      ),
    );
  return {
    protocols,
    resultId: result!.id,
    orlovId,
    petrovId,
    orlov,
    petrov,
    orgAUserId: orgA.user.id,
    orgA: bearer(await tokenFor(app, orgA.user.id, 'Organizer')),
    orgB: bearer(await tokenFor(app, orgB.user.id, 'Organizer')),
    admin: bearer(await tokenFor(app, admin.user.id, 'Admin')),
  };
};

const post = (app: TestApp, url: string, headers: Record<string, string>, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const dispute = (app: TestApp, headers: Record<string, string>, body: Record<string, unknown>) =>
  post(app, '/v1/ResultDispute', headers, {
    kind: 'notMine',
    comment: 'В этот день я не стартовал',
    ...body,
  });

const noticesOf = (app: TestApp, userId: number) =>
  app.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));

describe('disputing a result (issue 34)', () => {
  const t1 = useTestApp();

  it('takes a rider’s request about their own result and tells the organizer and the administrators', async () => {
    const app = t1();
    const s = await season(app);
    const response = await dispute(app, s.orlov.headers, { resultId: s.resultId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ resultId: s.resultId, kind: 'notMine', status: 'open' });
    expect(await noticesOf(app, s.orgAUserId)).toEqual([
      expect.objectContaining({ notificationType: 'resultDisputeOpened', participantId: s.orlovId }),
    ]);
    const adminNotices = await app.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.notificationType, 'resultDisputeOpened'));
    expect(adminNotices.filter((n) => n.userId === null)).toHaveLength(1);
    const own = await app.app.inject({
      method: 'GET',
      url: '/v1/ResultDispute/own',
      headers: s.orlov.headers,
    });
    expect(own.json()).toEqual([expect.objectContaining({ resultId: s.resultId, status: 'open' })]);
  });

  it('refuses a request by someone who is not the result’s rider, a second open one, and bad input', async () => {
    const app = t1();
    const s = await season(app);
    // Петров is not in this result's row (he is in the protocol's season, not in this row).
    const stranger = await dispute(app, s.petrov.headers, { resultId: s.resultId });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().Error).toMatch(/другого участника/);
    // An account with no rider at all.
    const noRider = await buildAccount(app.db, { roles: ['Participant'] });
    expect(
      (await dispute(app, bearer(await tokenFor(app, noRider.user.id)), { resultId: s.resultId })).statusCode,
    ).toBe(403);
    expect((await dispute(app, {}, { resultId: s.resultId })).statusCode).toBe(401);
    expect((await dispute(app, s.orlov.headers, { resultId: 999_999 })).statusCode).toBe(404);

    const noFields = await dispute(app, s.orlov.headers, { resultId: s.resultId, kind: 'wrongData' });
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().Error).toMatch(/Отметьте, что в результате неверно/);
    const control = await dispute(app, s.orlov.headers, { resultId: s.resultId, comment: 'a\u0000b' });
    expect(control.statusCode).toBe(400);
    const long = await dispute(app, s.orlov.headers, { resultId: s.resultId, comment: 'я'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    const empty = await dispute(app, s.orlov.headers, { resultId: s.resultId, comment: '  ' });
    expect(empty.statusCode).toBe(400);

    expect((await dispute(app, s.orlov.headers, { resultId: s.resultId })).statusCode).toBe(200);
    const again = await dispute(app, s.orlov.headers, {
      resultId: s.resultId,
      kind: 'wrongData',
      fields: ['time'],
    });
    expect(again.statusCode).toBe(409);
  });

  it('is decided only by the protocol’s organizer or an administrator', async () => {
    const app = t1();
    const s = await season(app);
    const id = (await dispute(app, s.orlov.headers, { resultId: s.resultId })).json().id;

    const listA = await post(app, '/v1/ResultDispute/paged', s.orgA, { page: 1, size: 10 });
    expect(listA.json()).toMatchObject({
      totalCount: 1,
      items: [{ id, participant: { lastName: 'Орлов' } }],
    });
    const listB = await post(app, '/v1/ResultDispute/paged', s.orgB, { page: 1, size: 10 });
    expect(listB.json()).toMatchObject({ totalCount: 0, items: [] });

    for (const [action, body] of [
      ['reject', { reason: 'Нет' }],
      ['correct', { place: 1 }],
      ['move', { toParticipantId: s.petrovId }],
    ] as const) {
      const refused = await post(app, `/v1/ResultDispute/${id}/${action}`, s.orgB, body);
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(403);
      expect(refused.json().Error).toMatch(/другого организатора/);
      expect((await post(app, `/v1/ResultDispute/${id}/${action}`, s.orlov.headers, body)).statusCode).toBe(
        403,
      );
    }
    const rejected = await post(app, `/v1/ResultDispute/${id}/reject`, s.admin, {
      reason: 'Результат проверен по видео',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().dispute).toMatchObject({
      status: 'rejected',
      resolution: 'Результат проверен по видео',
    });
    expect(await noticesOf(app, s.orlov.userId)).toEqual([
      expect.objectContaining({
        notificationType: 'resultDisputeResolved',
        body: expect.stringContaining('Результат проверен по видео'),
      }),
    ]);
    const twice = await post(app, `/v1/ResultDispute/${id}/reject`, s.orgA, { reason: 'Ещё раз' });
    expect(twice.statusCode).toBe(409);
  });

  it('moves the result to another rider: both riders’ points are recalculated and both are told', async () => {
    const app = t1();
    const s = await season(app);
    const orlovBefore = (await standingOf(app.db, s.orlovId, 2025))!;
    const petrovBefore = (await standingOf(app.db, s.petrovId, 2025))!;
    expect(orlovBefore.races_count).toBe(2);
    expect(petrovBefore.races_count).toBe(1);
    // Orlov's skill rating names both his races.
    await queueSkillRecalculation(app.ctx, app.db, null);
    await app.ctx.jobRunner.drain();
    const skillRaces = async () =>
      (await app.app.inject({ method: 'GET', url: `/v1/Skill/participant?participantId=${s.orlovId}` }))
        .json()
        .history.map((race: { protocolId: number }) => race.protocolId);
    expect(await skillRaces()).toEqual(s.protocols.map((protocol) => protocol.protocolId));
    const id = (await dispute(app, s.orlov.headers, { resultId: s.resultId })).json().id;

    const moved = await post(app, `/v1/ResultDispute/${id}/move`, s.orgA, { toParticipantId: s.petrovId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().dispute).toMatchObject({
      status: 'moved',
      movedTo: { id: s.petrovId, lastName: 'Петров' },
      result: { participantId: s.petrovId },
      canUndo: true,
    });
    const orlovAfter = (await standingOf(app.db, s.orlovId, 2025))!;
    const petrovAfter = (await standingOf(app.db, s.petrovId, 2025))!;
    expect(orlovAfter.races_count).toBe(1);
    expect(petrovAfter.races_count).toBe(2);
    expect(orlovAfter.rating).toBeLessThan(orlovBefore.rating);
    expect(petrovAfter.rating).toBeGreaterThan(petrovBefore.rating);
    expect((await noticesOf(app, s.orlov.userId)).map((n) => n.subject)).toEqual([
      'Ваш запрос рассмотрен: результат убран из вашего профиля',
    ]);
    expect((await noticesOf(app, s.petrov.userId)).map((n) => n.subject)).toEqual([
      'В ваш профиль добавлен результат',
    ]);
    // The rider's own results no longer list it.
    const races = await post(app, '/v1/Participant/participant-protocols', s.orlov.headers, {
      participantId: s.orlovId,
      year: 2025,
      page: 1,
      size: 10,
    });
    expect(races.json().items.map((r: { resultId: number }) => r.resultId)).not.toContain(s.resultId);
    // Nor does his skill card, before the skill job has run again (it waits to take several changes).
    expect(await skillRaces()).toEqual([s.protocols[1]!.protocolId]);

    // Refused when the target already stands in the protocol.
    const second = await dispute(app, s.petrov.headers, { resultId: s.resultId });
    const belovId = await participantIdOf(app.db, 'Белов');
    const clash = await post(app, `/v1/ResultDispute/${second.json().id}/move`, s.admin, {
      toParticipantId: belovId,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Error).toMatch(/уже есть в этом протоколе/);
  });

  it('moves the result to a new rider and the undo puts everything back, the request open again', async () => {
    const app = t1();
    const s = await season(app);
    const id = (await dispute(app, s.orlov.headers, { resultId: s.resultId })).json().id;
    const before = (await standingOf(app.db, s.orlovId, 2025))!;

    // A «new» rider the portal knows already (name and year) is refused: choose them in the search.
    const known = await post(app, `/v1/ResultDispute/${id}/move`, s.orgA, {
      newRider: { lastName: 'Петров', firstName: 'Олег', yearOfBirth: 1979, gender: 'male' },
    });
    expect(known.statusCode).toBe(409);
    expect(known.json().Error).toMatch(/Такой участник уже есть/);

    const moved = await post(app, `/v1/ResultDispute/${id}/move`, s.orgA, {
      newRider: { lastName: 'Орлов', firstName: 'Игорь', yearOfBirth: 1991, gender: 'male' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newId = moved.json().dispute.movedTo.id;
    expect(newId).not.toBe(s.orlovId);
    expect((await standingOf(app.db, newId, 2025))!.races_count).toBe(1);
    const undo = await post(app, `/v1/ResultDispute/${id}/undo`, s.orgA);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().dispute).toMatchObject({
      status: 'open',
      movedTo: null,
      result: { participantId: s.orlovId },
    });
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, newId))).toEqual([]);
    await app.ctx.jobRunner.drain();
    expect(await standingOf(app.db, s.orlovId, 2025)).toEqual(before);
    const audit = await post(app, '/v1/Admin/paged-audit', s.admin, {
      participantId: s.orlovId,
      page: 1,
      size: 10,
    });
    expect(audit.json().items.map((r: { action: string }) => r.action)).toEqual([
      'undo',
      'moveDisputedResult',
    ]);
  });

  it('corrects the row: the points follow, the rider is told, and the audit’s undo restores the row', async () => {
    const app = t1();
    const s = await season(app);
    const id = (
      await dispute(app, s.orlov.headers, {
        resultId: s.resultId,
        kind: 'wrongData',
        fields: ['place', 'time'],
        comment: 'Я был вторым, время 2:01:00',
      })
    ).json().id;
    const before = (await standingOf(app.db, s.orlovId, 2025))!;

    const bad = await post(app, `/v1/ResultDispute/${id}/correct`, s.orgA, { resultTime: 'вчера' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error).toMatch(/не распознано/);
    const corrected = await post(app, `/v1/ResultDispute/${id}/correct`, s.orgA, {
      place: 1,
      resultTime: '1:59:00',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().dispute).toMatchObject({
      status: 'corrected',
      result: { place: 1, resultTime: '1:59:00' },
      canUndo: true,
    });
    const after = (await standingOf(app.db, s.orlovId, 2025))!;
    expect(after.rating).toBeGreaterThan(before.rating);
    expect((await noticesOf(app, s.orlov.userId)).map((n) => n.subject)).toEqual([
      'Ваш запрос рассмотрен: результат исправлен',
    ]);
    const [row] = await app.db.select().from(t.protocolResults).where(eq(t.protocolResults.id, s.resultId));
    expect(row).toMatchObject({ place: 1, resultTime: '1:59:00', resultTimeMs: 7_140_000 });

    const audit = await post(app, '/v1/Admin/paged-audit', s.admin, {
      action: 'correctDisputedResult',
      page: 1,
      size: 10,
    });
    const auditId = audit.json().items[0].id;
    const undo = await post(app, `/v1/Admin/audit/${auditId}/undo`, s.admin);
    expect(undo.statusCode, undo.body).toBe(200);
    const [restored] = await app.db
      .select()
      .from(t.protocolResults)
      .where(eq(t.protocolResults.id, s.resultId));
    expect(restored).toMatchObject({ place: 3, resultTime: '2:02:00', resultTimeMs: 7_320_000 });
    await app.ctx.jobRunner.drain();
    expect(await standingOf(app.db, s.orlovId, 2025)).toEqual(before);
    const own = await app.app.inject({
      method: 'GET',
      url: '/v1/ResultDispute/own',
      headers: s.orlov.headers,
    });
    expect(own.json()[0]).toMatchObject({ id, status: 'open' });
  });
});

describe('the limit on disputes', () => {
  it('refuses more requests than RIDER_REQUESTS_PER_HOUR within an hour (429)', async () => {
    const app = await createTestApp({ env: { RIDER_REQUESTS_PER_HOUR: '1' } });
    try {
      await resetDatabase(app.handle);
      const s = await season(app);
      expect((await dispute(app, s.orlov.headers, { resultId: s.resultId })).statusCode).toBe(200);
      expect((await dispute(app, s.orlov.headers, { resultId: s.resultId })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
