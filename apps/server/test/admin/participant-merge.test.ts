import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, peopleSnapshot, splitRider, standingOf } from './admin-helpers.js';

/** Котов Илья 1985 raced in 2023 and 2024; his 2024 race sits on a record misspelt «Котов Илъя». */
const misspeltRider = async (app: TestApp) => {
  const protocols = await buildScoredProtocols(app.db, [
    { eventDate: '2023-05-01', rows: [{ rider: 'Котов Илья 1985 М' }, { rider: 'Лисин Борис 1984 М' }] },
    { eventDate: '2024-05-01', rows: [{ rider: 'Котов Илья 1985 М' }, { rider: 'Лисин Борис 1984 М' }] },
  ]);
  const rightId = await participantIdOf(app.db, 'Котов');
  const misspelt = await splitRider(
    app.db,
    rightId,
    [protocols[1]!.protocolId],
    { lastName: 'Котов', firstName: 'Илъя' },
    { club: 'Велодром', uciId: '100-200' },
  );
  return { rightId, misspeltId: misspelt.id, protocols };
};

const preview = (
  app: TestApp,
  headers: Record<string, string>,
  participantId: number,
  otherParticipantId: number,
) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/Admin/participant-merge-preview?participantId=${participantId}&otherParticipantId=${otherParticipantId}`,
    headers,
  });

describe('merging two riders an administrator chose', () => {
  const t1 = useTestApp();

  it('shows both histories side by side with the fields to choose from', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { rightId, misspeltId, protocols } = await misspeltRider(app);
    const response = await preview(app, headers, rightId, misspeltId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ canMerge: true, refusal: null, sharedProtocols: [] });
    expect(body.participant).toMatchObject({ id: rightId, firstName: 'Илья', resultsCount: 1 });
    expect(body.participant.results.map((row: { protocolId: number }) => row.protocolId)).toEqual([
      protocols[0]!.protocolId,
    ]);
    expect(body.other).toMatchObject({ id: misspeltId, firstName: 'Илъя', resultsCount: 1 });
    expect(body.other.results).toEqual([
      expect.objectContaining({
        protocolId: protocols[1]!.protocolId,
        eventDate: '2024-05-01T00:00:00Z',
        place: 1,
        isShared: false,
      }),
    ]);
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'firstName', label: 'Имя', value: 'Илья', otherValue: 'Илъя', differs: true },
        { field: 'uciId', label: 'UCI ID', value: null, otherValue: '100-200', differs: true },
        { field: 'yearOfBirth', label: 'Год рождения', value: '1985', otherValue: '1985', differs: false },
      ]),
    );
  });

  it('moves the results and the account to the chosen rider with the chosen fields, and recalculates', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { rightId, misspeltId } = await misspeltRider(app);
    const { user } = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db.update(t.participants).set({ userId: user.id }).where(eq(t.participants.id, misspeltId));
    expect(await standingOf(app.db, rightId, 2024)).toBeNull();

    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: rightId, otherParticipantId: misspeltId, takeFromOther: ['uciId'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ participantId: rightId, resultsMoved: 1, seasons: [2024] });
    const [kept] = await app.db.select().from(t.participants).where(eq(t.participants.id, rightId));
    expect(kept).toMatchObject({ firstName: 'Илья', uciId: '100-200', club: 'Клуб', userId: user.id });
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, misspeltId))).toEqual([]);
    const owners = await queryRows<{ participant_id: number }>(
      app.db,
      sql`select distinct participant_id from protocol_results r join participants p on p.id = r.participant_id
          where p.normalized_name like 'котов%'`,
    );
    expect(owners).toEqual([{ participant_id: rightId }]);

    await app.ctx.jobRunner.drain();
    expect(await standingOf(app.db, rightId, 2024)).toMatchObject({ place: 1, races_count: 1 });
    expect(await standingOf(app.db, misspeltId, 2024)).toBeNull();
  });

  it('is undone from its audit record, both riders as they were', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { rightId, misspeltId } = await misspeltRider(app);
    const before = await peopleSnapshot(app.db);
    const merged = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: misspeltId, otherParticipantId: rightId, takeFromOther: ['firstName'] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await app.ctx.jobRunner.drain();
    const undo = await app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${merged.json().auditId}/undo`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await app.ctx.jobRunner.drain();
    expect(await peopleSnapshot(app.db)).toEqual(before);
  });

  it('refuses, with the reason, to merge two riders who stand in the same protocol', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    await misspeltRider(app);
    const kotov = await participantIdOf(app.db, 'Котов');
    const lisin = await participantIdOf(app.db, 'Лисин');
    const shown = await preview(app, headers, kotov, lisin);
    expect(shown.json()).toMatchObject({
      canMerge: false,
      refusal: expect.stringMatching(/^Участники стоят в одном протоколе «Абсолют»/),
      sharedProtocols: [expect.objectContaining({ eventDate: '2023-05-01T00:00:00Z' })],
    });
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: kotov, otherParticipantId: lisin },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toMatch(/^Объединить нельзя: Участники стоят в одном протоколе «Абсолют»/);
    expect(await app.db.select().from(t.participants).where(eq(t.participants.id, lisin))).toHaveLength(1);
  });

  it('refuses to merge two riders who both have accounts', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const a = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const b = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: a.participant!.id, otherParticipantId: b.participant!.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toBe(
      'Объединить нельзя: Учётные записи есть у нескольких из них, а у участника может быть только одна',
    );
  });

  it('answers 400 for one rider twice and 404 for a rider that does not exist', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { rightId } = await misspeltRider(app);
    const same = await preview(app, headers, rightId, rightId);
    expect(same.statusCode).toBe(400);
    expect(same.json().Error).toContain('Выберите двух разных участников');
    const missing = await preview(app, headers, rightId, 999_999);
    expect(missing.statusCode).toBe(404);
  });

  it('suggests riders by either word order of the name, with their results', async () => {
    const app = t1();
    const { headers } = await adminSession(app);
    const { rightId, misspeltId } = await misspeltRider(app);
    const response = await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/suggest-participant?query=${encodeURIComponent('илья котов')}`,
      headers,
    });
    expect(response.json()).toEqual([
      {
        id: rightId,
        lastName: 'Котов',
        firstName: 'Илья',
        yearOfBirth: 1985,
        club: 'Клуб',
        resultsCount: 1,
        hasAccount: false,
      },
    ]);
    expect(misspeltId).toBeGreaterThan(rightId);
  });
});
