import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildParticipant } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { splitRider } from '../admin/admin-helpers.js';

/**
 * Котов Илья 1985 has an account and raced on 2024-05-01 (two categories that day) and 2025-06-01.
 * Other records that may be his: «Котов Илья 1986» (2023), «Илья Котов 1985», names swapped
 * (2022), and a record of exactly his name and year left by an old import (2021); not his: one
 * that raced on his race day, one born 1995, and one with an account of its own.
 */
const records = async (app: TestApp) => {
  const protocols = await buildScoredProtocols(app.db, [
    { eventDate: '2021-04-01', rows: [{ rider: 'Котов Илья 1985 М' }] },
    { eventDate: '2022-04-01', rows: [{ rider: 'Илья Котов 1985 М' }] },
    { eventDate: '2023-05-01', rows: [{ rider: 'Котов Илья 1986 М' }] },
    { eventDate: '2024-05-01', name: 'Абсолют', rows: [{ rider: 'Котов Илья 1985 М' }] },
    { eventDate: '2024-05-01', name: 'Мастерс', rows: [{ rider: 'Котов Илья 1985 М' }] },
    { eventDate: '2025-06-01', rows: [{ rider: 'Котов Илья 1985 М' }, { rider: 'Котов Илья 1995 М' }] },
    { eventDate: '2025-07-01', rows: [{ rider: 'Котова Илья 1985 М' }] },
  ]);
  const ownId = (
    await app.db.select().from(t.participants).where(eq(t.participants.normalizedName, 'котов илья'))
  ).find((p) => p.yearOfBirth === 1985)!.id;
  const sameName = await splitRider(app.db, ownId, [protocols[0]!.protocolId], {
    lastName: 'Котов',
    firstName: 'Илья',
  });
  const sameDay = await splitRider(app.db, ownId, [protocols[4]!.protocolId], {
    lastName: 'Котов',
    firstName: 'Илья',
  });
  const swappedId = await participantIdOf(app.db, 'Илья');
  const [older] = await app.db.select().from(t.participants).where(eq(t.participants.yearOfBirth, 1986));
  const [younger] = await app.db.select().from(t.participants).where(eq(t.participants.yearOfBirth, 1995));
  const withAccountId = await participantIdOf(app.db, 'Котова');
  const own = await buildAccount(app.db, { roles: ['Participant'] });
  await app.db.update(t.participants).set({ userId: own.user.id }).where(eq(t.participants.id, ownId));
  const someone = await buildAccount(app.db, { roles: ['Participant'] });
  await app.db
    .update(t.participants)
    .set({ userId: someone.user.id })
    .where(eq(t.participants.id, withAccountId));
  const admin = await buildAccount(app.db, { roles: ['Admin'] });
  return {
    ownId,
    ownUserId: own.user.id,
    owner: bearer(await tokenFor(app, own.user.id)),
    someone: bearer(await tokenFor(app, someone.user.id)),
    admin: bearer(await tokenFor(app, admin.user.id, 'Admin')),
    sameNameId: sameName.id,
    sameDayId: sameDay.id,
    swappedId,
    olderId: older!.id,
    youngerId: younger!.id,
    withAccountId,
  };
};

const suggestions = (app: TestApp, headers: Record<string, string>, participantId: number) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/Participant/possible-duplicates?participantId=${participantId}`,
    headers,
  });

const requestMerge = (app: TestApp, headers: Record<string, string>, body: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/v1/MergeRequest', headers, payload: body });

const post = (app: TestApp, url: string, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'POST', url, headers, payload });

describe('duplicates, from the rider’s side (issue 34)', () => {
  const t1 = useTestApp();

  it('offers the rider’s own profile the records that may be theirs, and nobody else', async () => {
    const app = t1();
    const r = await records(app);
    // A record with no race at all is nobody's history to merge.
    await buildParticipant(app.db, { lastName: 'Котов', firstName: 'Илья', yearOfBirth: 1984 });
    const response = await suggestions(app, r.owner, r.ownId);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as {
      id: number;
      reason: string;
      racesCount: number;
      openRequestId: number | null;
    }[];
    expect(new Map(items.map((item) => [item.id, item.reason]))).toEqual(
      new Map([
        [r.sameNameId, 'sameName'],
        [r.swappedId, 'swappedNames'],
        [r.olderId, 'otherYear'],
      ]),
    );
    expect(items.every((item) => item.racesCount === 1 && item.openRequestId === null)).toBe(true);

    const other = await suggestions(app, r.someone, r.ownId);
    expect(other.statusCode).toBe(403);
    expect(other.json().Error).toMatch(/другого участника/);
    expect((await suggestions(app, {}, r.ownId)).statusCode).toBe(401);
    expect((await suggestions(app, r.admin, r.ownId)).statusCode).toBe(403);
  });

  it('sends a merge request to the administrators, one open per record, only for a suggested record', async () => {
    const app = t1();
    const r = await records(app);
    const sent = await requestMerge(app, r.owner, {
      participantId: r.ownId,
      otherParticipantId: r.olderId,
      comment: 'В 2023 году год рождения записали неверно',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'open',
      otherParticipantId: r.olderId,
      otherName: 'Котов Илья, 1986',
    });
    const notices = await app.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.notificationType, 'mergeRequestOpened'));
    expect(notices).toEqual([expect.objectContaining({ userId: null, participantId: r.ownId })]);
    const listed = await suggestions(app, r.owner, r.ownId);
    expect(listed.json().items.find((item: { id: number }) => item.id === r.olderId).openRequestId).toBe(
      sent.json().id,
    );

    expect(
      (await requestMerge(app, r.owner, { participantId: r.ownId, otherParticipantId: r.olderId }))
        .statusCode,
    ).toBe(409);
    for (const other of [r.youngerId, r.sameDayId, r.withAccountId]) {
      const refused = await requestMerge(app, r.owner, { participantId: r.ownId, otherParticipantId: other });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Error).toMatch(/нет среди похожих/);
    }
    const stranger = await requestMerge(app, r.someone, {
      participantId: r.ownId,
      otherParticipantId: r.swappedId,
    });
    expect(stranger.statusCode).toBe(403);
    const control = await requestMerge(app, r.owner, {
      participantId: r.ownId,
      otherParticipantId: r.swappedId,
      comment: 'это я\u001b[31m',
    });
    expect(control.statusCode).toBe(400);
  });

  it('is merged by an administrator with the existing merge: recorded, undone from the audit, the rider told', async () => {
    const app = t1();
    const r = await records(app);
    const id = (
      await requestMerge(app, r.owner, { participantId: r.ownId, otherParticipantId: r.olderId })
    ).json().id;

    const list = await post(app, '/v1/Admin/paged-merge-requests', r.admin, {
      page: 1,
      size: 10,
      state: 'open',
    });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id, participant: { id: r.ownId } }] });
    const organizer = await buildAccount(app.db, { roles: ['Organizer'] });
    const refused = await post(
      app,
      `/v1/Admin/merge-requests/${id}/approve`,
      bearer(await tokenFor(app, organizer.user.id, 'Organizer')),
      { takeFromOther: [] },
    );
    expect(refused.statusCode).toBe(403);

    const approved = await post(app, `/v1/Admin/merge-requests/${id}/approve`, r.admin, {
      takeFromOther: [],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      request: { status: 'approved', otherParticipantId: null, otherName: 'Котов Илья, 1986' },
      merge: { participantId: r.ownId, resultsMoved: 1 },
    });
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, r.olderId))).toEqual([]);
    const [own] = await app.db.select().from(t.participants).where(eq(t.participants.id, r.ownId));
    expect(own).toMatchObject({ yearOfBirth: 1985, userId: r.ownUserId });
    const told = await app.db.select().from(t.notifications).where(eq(t.notifications.userId, r.ownUserId));
    expect(told.map((n) => n.subject)).toEqual(['Ваш запрос на объединение одобрен']);
    expect(
      (await post(app, `/v1/Admin/merge-requests/${id}/approve`, r.admin, { takeFromOther: [] })).statusCode,
    ).toBe(409);

    const undo = await post(app, `/v1/Admin/audit/${approved.json().merge.auditId}/undo`, r.admin, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, r.olderId))).toHaveLength(
      1,
    );
  });

  it('is declined with a reason the rider reads, and the record is not offered again', async () => {
    const app = t1();
    const r = await records(app);
    const id = (
      await requestMerge(app, r.owner, { participantId: r.ownId, otherParticipantId: r.swappedId })
    ).json().id;
    const empty = await post(app, `/v1/Admin/merge-requests/${id}/decline`, r.admin, { reason: '' });
    expect(empty.statusCode).toBe(400);
    const declined = await post(app, `/v1/Admin/merge-requests/${id}/decline`, r.admin, {
      reason: 'Это ваш однофамилец из Твери',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().request).toMatchObject({
      status: 'declined',
      reason: 'Это ваш однофамилец из Твери',
    });
    const told = await app.db.select().from(t.notifications).where(eq(t.notifications.userId, r.ownUserId));
    expect(told).toEqual([
      expect.objectContaining({
        notificationType: 'mergeRequestResolved',
        body: expect.stringContaining('Это ваш однофамилец из Твери'),
      }),
    ]);
    const items = (await suggestions(app, r.owner, r.ownId)).json().items as { id: number }[];
    expect(items.map((item) => item.id)).not.toContain(r.swappedId);
  });
});
