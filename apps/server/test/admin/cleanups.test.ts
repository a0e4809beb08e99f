import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CleanupReport } from '@velo/contracts';
import { queryRows } from '../../src/db/database.js';
import { recalculateSeasons } from '../../src/domain/rating/recalculate-seasons.js';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { buildParticipant, buildUser } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, peopleSnapshot, splitRider, standingOf } from './admin-helpers.js';

const cleanup = async (
  app: TestApp,
  headers: Record<string, string>,
  method: 'PATCH' | 'DELETE',
  url: string,
) => {
  const response = await app.app.inject({ method, url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CleanupReport;
};

/** Дубов Иван 1980 raced three times; an old import wrote two of the races to a second record. */
const riderWithDuplicate = async (app: TestApp) => {
  const protocols = await buildScoredProtocols(app.db, [
    { eventDate: '2024-05-01', rows: [{ rider: 'Дубов Иван 1980 М' }, { rider: 'Смирнов Пётр 1981 М' }] },
    { eventDate: '2024-06-01', rows: [{ rider: 'Смирнов Пётр 1981 М' }, { rider: 'Дубов Иван 1980 М' }] },
    { eventDate: '2023-06-01', rows: [{ rider: 'Дубов Иван 1980 М' }] },
  ]);
  const originalId = await participantIdOf(app.db, 'Дубов');
  const twin = await splitRider(
    app.db,
    originalId,
    [protocols[1]!.protocolId, protocols[2]!.protocolId],
    { lastName: 'Дубов', firstName: 'Иван' },
    { club: '', height: 181 },
  );
  return { originalId, twinId: twin.id, protocols };
};

describe('data clean-ups with a dry run, an audit record and undo', () => {
  const t1 = useTestApp();

  it('lists in the dry run exactly the riders the application then merges, and changes nothing meanwhile', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { originalId, twinId } = await riderWithDuplicate(app);
    const before = await peopleSnapshot(app.db);

    const dryRun = await cleanup(
      app,
      headers,
      'DELETE',
      '/v1/Admin/remove-participant-duplicates?dryRun=true',
    );
    expect(dryRun).toMatchObject({ dryRun: true, affectedCount: 1, auditId: null, recalculationJobId: null });
    // The record with more results stays and takes what it lacks (the club, the earlier date).
    expect(dryRun.items).toEqual([
      expect.objectContaining({
        kind: 'merge',
        participantId: originalId,
        keptParticipantId: twinId,
        resultsCount: 1,
      }),
    ]);
    expect(dryRun.items[0]!.changes.map((change) => [change.field, change.after?.slice(0, 4)])).toEqual([
      ['club', 'Клуб'],
      ['createdOn', String(new Date().getUTCFullYear())],
    ]);
    expect(dryRun.counts).toMatchObject({ participantsMerged: 1, resultsMoved: 1 });
    expect(await peopleSnapshot(app.db)).toEqual(before);

    const applied = await cleanup(app, headers, 'DELETE', '/v1/Admin/remove-participant-duplicates');
    expect(applied.items).toEqual(dryRun.items);
    expect(applied.counts).toEqual(dryRun.counts);
    expect(applied.auditId).toEqual(expect.any(Number));
    const record = await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/audit/${applied.auditId}`,
      headers,
    });
    expect(record.json()).toMatchObject({
      action: 'removeParticipantDuplicates',
      affectedCount: 1,
      canUndo: true,
      items: { items: dryRun.items, totalCount: 1 },
    });
  });

  it('moves every result, favourite and the account link to the kept rider, and recalculates the seasons', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { originalId, twinId } = await riderWithDuplicate(app);
    const owner = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db
      .update(t.participants)
      .set({ userId: owner.user.id })
      .where(eq(t.participants.id, originalId));
    const fan = await buildUser(app.db);
    const fanOfBoth = await buildUser(app.db);
    await app.db.insert(t.favoriteParticipants).values([
      { userId: fan.id, participantId: twinId },
      { userId: fanOfBoth.id, participantId: originalId },
      { userId: fanOfBoth.id, participantId: twinId },
    ]);
    expect((await standingOf(app.db, originalId, 2024))?.races_count).toBe(1);

    const applied = await cleanup(app, headers, 'DELETE', '/v1/Admin/remove-participant-duplicates');
    // The rider with the account stays, though the other record has more results.
    expect(applied.items[0]).toMatchObject({ participantId: twinId, keptParticipantId: originalId });
    expect(applied.counts).toMatchObject({ resultsMoved: 2, favoritesMoved: 2, userLinksMoved: 0 });
    expect(applied.seasons).toEqual([2023, 2024]);

    const results = await app.db
      .select({ participantId: t.protocolResults.participantId })
      .from(t.protocolResults)
      .where(inArray(t.protocolResults.participantId, [originalId, twinId]));
    expect(results).toEqual([
      { participantId: originalId },
      { participantId: originalId },
      { participantId: originalId },
    ]);
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, twinId))).toEqual([]);
    const favorites = await app.db
      .select({ userId: t.favoriteParticipants.userId, participantId: t.favoriteParticipants.participantId })
      .from(t.favoriteParticipants);
    expect(favorites).toEqual(
      expect.arrayContaining([
        { userId: fan.id, participantId: originalId },
        { userId: fanOfBoth.id, participantId: originalId },
      ]),
    );
    expect(favorites).toHaveLength(2);

    expect(await app.ctx.jobRunner.drain()).toBeGreaterThanOrEqual(1);
    const standing = await standingOf(app.db, originalId, 2024);
    expect(standing?.races_count).toBe(2);
    expect(await standingOf(app.db, originalId, 2023)).toMatchObject({ races_count: 1 });
    expect(await standingOf(app.db, twinId, 2024)).toBeNull();
    // The linked account is shown to administrators (and the owner) only (issue 34).
    const profile = await app.app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${originalId}&year=2024`,
      headers,
    });
    expect(profile.json()).toMatchObject({ racesCount: 2, rating: standing!.rating, userId: owner.user.id });
  });

  it('puts back exactly the rows it changed when the application is undone', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { originalId, twinId } = await riderWithDuplicate(app);
    // The record with fewer results is the one merged away: everything keyed to it moves.
    const fan = await buildUser(app.db);
    await app.db.insert(t.favoriteParticipants).values({ userId: fan.id, participantId: originalId });
    await app.db.insert(t.notifications).values({
      notificationType: 'documentsReceivedForVerification',
      subject: 'Документы',
      participantId: originalId,
    });
    await app.db
      .insert(t.ratingAdjustments)
      .values({ participantId: originalId, year: 2024, points: 5, reason: 'Судейство' });
    await recalculateSeasons(app.db);
    const before = await peopleSnapshot(app.db);

    const applied = await cleanup(app, headers, 'DELETE', '/v1/Admin/remove-participant-duplicates');
    expect(applied.counts).toMatchObject({
      favoritesMoved: 1,
      notificationsMoved: 1,
      ratingAdjustmentsMoved: 1,
    });
    await app.ctx.jobRunner.drain();
    expect(await peopleSnapshot(app.db)).not.toEqual(before);

    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${applied.auditId}/undo`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ undoneAuditId: applied.auditId, seasons: [2024] });
    await app.ctx.jobRunner.drain();
    expect(await peopleSnapshot(app.db)).toEqual(before);
    expect(twinId).toBeGreaterThan(originalId);

    const list = await app.app.inject({ method: 'POST', url: '/v1/Admin/paged-audit', headers, payload: {} });
    expect(list.json().items).toEqual([
      expect.objectContaining({ action: 'undo', undoOfId: applied.auditId, canUndo: false }),
      expect.objectContaining({ id: applied.auditId, canUndo: false, undoneOn: expect.any(String) }),
    ]);
    const again = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${applied.auditId}/undo`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Error).toBe('Это действие уже отменено');
  });

  it('refuses the undo, changing nothing, when a rider it touched was edited since', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    await buildParticipant(app.db, { lastName: 'Клубнев', firstName: 'Олег', club: 'Старт' });
    const applied = await cleanup(app, headers, 'PATCH', '/v1/Admin/clear-participant-clubs');
    expect(applied.items).toEqual([
      expect.objectContaining({ changes: [{ field: 'club', label: 'Клуб', before: 'Старт', after: '' }] }),
    ]);
    const id = applied.items[0]!.participantId;
    await app.db.update(t.participants).set({ club: 'Финиш' }).where(eq(t.participants.id, id));
    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${applied.auditId}/undo`,
      headers,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().Error).toBe(`Отменить нельзя: участники изменены после применения (№): ${id}`);
    const [rider] = await app.db.select().from(t.participants).where(eq(t.participants.id, id));
    expect(rider!.club).toBe('Финиш');
  });

  it('leaves a duplicate group alone, with the reason, when its riders stand in the same protocol', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { twinId, originalId } = await riderWithDuplicate(app);
    const [first] = await queryRows<{ protocol_id: number }>(
      app.db,
      sql`select protocol_id from protocol_results where participant_id = ${originalId} limit 1`,
    );
    await app.db.execute(
      sql`update protocol_results set participant_id = ${twinId}
          where protocol_id = ${first!.protocol_id} and participant_id <> ${originalId}`,
    );
    const report = await cleanup(
      app,
      headers,
      'DELETE',
      '/v1/Admin/remove-participant-duplicates?dryRun=true',
    );
    expect(report.affectedCount).toBe(0);
    expect(report.skipped).toEqual([
      {
        participantIds: [originalId, twinId],
        reason: expect.stringMatching(
          /^Участники стоят в одном протоколе «Абсолют» \(Гонка \d+, 2024-05-01\)/,
        ),
      },
    ]);
  });

  it('merges riders whose last and first names are swapped into the one with the account', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const protocols = await buildScoredProtocols(app.db, [
      { eventDate: '2022-05-01', rows: [{ rider: 'Павлов Роман 1975 М' }] },
      { eventDate: '2022-06-01', rows: [{ rider: 'Павлов Роман 1975 М' }] },
    ]);
    const rightId = await participantIdOf(app.db, 'Павлов');
    const swapped = await splitRider(app.db, rightId, [protocols[1]!.protocolId], {
      lastName: 'Роман',
      firstName: 'Павлов',
    });
    const { user } = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db.update(t.participants).set({ userId: user.id }).where(eq(t.participants.id, swapped.id));

    const report = await cleanup(app, headers, 'DELETE', '/v1/Admin/swapped-name-participants');
    expect(report.items).toEqual([
      expect.objectContaining({ participantId: rightId, keptParticipantId: swapped.id, resultsCount: 1 }),
    ]);
    const owned = await app.db
      .select()
      .from(t.protocolResults)
      .where(eq(t.protocolResults.participantId, swapped.id));
    expect(owned).toHaveLength(2);
  });

  it('normalizes the name of the one rider asked for, or of every rider', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const shouting = await buildParticipant(app.db, { lastName: ' ПЕТРОВ-ВОДКИН ', firstName: 'кузьма  ' });
    await buildParticipant(app.db, { lastName: 'МакДональд', firstName: 'Рональд' });
    const other = await buildParticipant(app.db, { lastName: 'сидоров', firstName: 'Иван' });

    const one = await cleanup(
      app,
      headers,
      'PATCH',
      `/v1/Admin/normalize-participant-name?participantId=${shouting.id}`,
    );
    expect(one.items).toEqual([
      expect.objectContaining({
        participantId: shouting.id,
        changes: [
          { field: 'lastName', label: 'Фамилия', before: ' ПЕТРОВ-ВОДКИН ', after: 'Петров-Водкин' },
          { field: 'firstName', label: 'Имя', before: 'кузьма  ', after: 'Кузьма' },
        ],
      }),
    ]);
    const [fixed] = await app.db.select().from(t.participants).where(eq(t.participants.id, shouting.id));
    expect(fixed).toMatchObject({
      lastName: 'Петров-Водкин',
      firstName: 'Кузьма',
      normalizedName: 'петров-водкин кузьма',
    });

    const all = await cleanup(app, headers, 'PATCH', '/v1/Admin/normalize-participant-name?dryRun=true');
    expect(all.items.map((item) => item.participantId)).toEqual([other.id]);
  });

  it('answers 404 when the rider whose name is to be normalized does not exist', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const response = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/normalize-participant-name?participantId=999999&dryRun=true',
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Error).toBe('Участник не найден');
  });

  it('fills empty Latin names and leaves the ones a rider wrote', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const empty = await buildParticipant(app.db, { lastName: 'Щукин', firstName: 'Юрий' });
    await buildParticipant(app.db, { lastNameTransliteration: 'Shchukin', firstNameTransliteration: 'Yury' });
    const report = await cleanup(app, headers, 'PATCH', '/v1/Admin/add-participants-name-transliteration');
    expect(report.items).toEqual([
      expect.objectContaining({
        participantId: empty.id,
        changes: [
          { field: 'firstNameTransliteration', label: 'Имя латиницей', before: '', after: 'Iurii' },
          { field: 'lastNameTransliteration', label: 'Фамилия латиницей', before: '', after: 'Shchukin' },
        ],
      }),
    ]);
  });

  it('dates a rider without an account by the first race and one with an account by the request', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    await buildScoredProtocols(app.db, [
      { eventDate: '2019-04-07', rows: [{ rider: 'Ранний Антон 1970 М' }] },
      { eventDate: '2021-04-07', rows: [{ rider: 'Ранний Антон 1970 М' }] },
    ]);
    const earlyId = await participantIdOf(app.db, 'Ранний');
    const { user, participant } = await buildAccount(app.db, {
      roles: ['Participant'],
      withParticipant: true,
      pendingRole: 'Participant',
    });
    await app.db
      .update(t.addRoleRequests)
      .set({ createdOn: new Date('2020-02-03T10:00:00Z') })
      .where(eq(t.addRoleRequests.userId, user.id));

    const byRace = await cleanup(
      app,
      headers,
      'PATCH',
      '/v1/Admin/participants-created-on-to-first-protocol-date',
    );
    expect(byRace.items.map((item) => [item.participantId, item.changes[0]!.after])).toEqual([
      [earlyId, '2019-04-07T00:00:00.000Z'],
    ]);
    const byRequest = await cleanup(
      app,
      headers,
      'PATCH',
      '/v1/Admin/participants-created-on-to-add-role-request-date',
    );
    expect(byRequest.items.map((item) => [item.participantId, item.changes[0]!.after])).toEqual([
      [participant!.id, '2020-02-03T10:00:00.000Z'],
    ]);
    const [rider] = await app.db.select().from(t.participants).where(eq(t.participants.id, participant!.id));
    expect(rider!.createdOn.toISOString()).toBe('2020-02-03T10:00:00.000Z');
  });

  it('deletes riders with neither results nor an account, and the undo brings them back with their favourites', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    await buildScoredProtocols(app.db, [
      { eventDate: '2024-05-01', rows: [{ rider: 'Гонщик Иван 1980 М' }] },
    ]);
    const idle = await buildParticipant(app.db, { lastName: 'Пустов' });
    const corrected = await buildParticipant(app.db, { lastName: 'Поправкин' });
    await app.db
      .insert(t.ratingAdjustments)
      .values({ participantId: corrected.id, year: 2024, points: 3, reason: 'x' });
    await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const fan = await buildUser(app.db);
    await app.db.insert(t.favoriteParticipants).values({ userId: fan.id, participantId: idle.id });
    const before = await peopleSnapshot(app.db);

    const report = await cleanup(app, headers, 'DELETE', '/v1/Admin/unprotocoled-userless-participants');
    expect(report.items.map((item) => [item.kind, item.participantId])).toEqual([['delete', idle.id]]);
    expect(report.skipped).toEqual([
      { participantIds: [corrected.id], reason: 'У участников есть поправки рейтинга' },
    ]);
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, idle.id))).toEqual([]);

    await app.app.inject({ method: 'POST', url: `/v1/Admin/audit/${report.auditId}/undo`, headers });
    expect(await peopleSnapshot(app.db)).toEqual(before);
  });

  it('answers that there is nothing to change, and records nothing, on tidy data', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const report = await cleanup(app, headers, 'DELETE', '/v1/Admin/remove-participant-duplicates');
    expect(report).toMatchObject({
      affectedCount: 0,
      auditId: null,
      message: 'Изменять нечего: данные уже в порядке',
    });
    const list = await app.app.inject({ method: 'POST', url: '/v1/Admin/paged-audit', headers, payload: {} });
    expect(list.json()).toEqual({ items: [], totalCount: 0 });
  });

  it('refuses a dry-run flag that is not true or false with a Russian sentence', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const response = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/clear-participant-clubs?dryRun=yes',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain('Параметр dryRun: ожидается true или false');
  });
});
