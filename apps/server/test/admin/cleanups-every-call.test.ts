import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CleanupReport } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { buildParticipant, buildUser } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { adminSession, peopleSnapshot, splitRider } from './admin-helpers.js';

// Issue 14: for every one of the eight clean-ups, on one world holding the mess each is for, the
// dry run changes nothing and lists exactly the riders the application then changes, and the undo
// puts back exactly the rows there were.

/** Every kind of mess at once, so each clean-up also meets the others' and must leave them alone. */
const messyWorld = async (app: TestApp) => {
  const protocols = await buildScoredProtocols(app.db, [
    {
      eventDate: '2023-05-01',
      rows: [
        { rider: 'Дубов Иван 1980 М' },
        { rider: 'Павлов Роман 1975 М' },
        { rider: 'Ранний Антон 1970 М' },
      ],
    },
    { eventDate: '2024-06-01', rows: [{ rider: 'Дубов Иван 1980 М' }, { rider: 'Павлов Роман 1975 М' }] },
  ]);
  // A duplicate record of a rider, and a record with the names swapped, each holding one race.
  const dubovId = await participantIdOf(app.db, 'Дубов');
  await splitRider(
    app.db,
    dubovId,
    [protocols[1]!.protocolId],
    { lastName: 'Дубов', firstName: 'Иван' },
    {
      club: 'ВК Дуб',
    },
  );
  const pavlovId = await participantIdOf(app.db, 'Павлов');
  await splitRider(app.db, pavlovId, [protocols[1]!.protocolId], { lastName: 'Роман', firstName: 'Павлов' });
  // Names typed in capitals or lower case, an empty Latin name, a club from a protocol.
  await buildParticipant(app.db, { lastName: ' ПЕТРОВ-ВОДКИН ', firstName: 'кузьма', club: 'Старт' });
  // A rider with an account, whose record dates from the account's request.
  const { user } = await buildAccount(app.db, {
    roles: ['Participant'],
    withParticipant: true,
    pendingRole: 'Participant',
  });
  await app.db
    .update(t.addRoleRequests)
    .set({ createdOn: new Date('2020-02-03T10:00:00Z') })
    .where(eq(t.addRoleRequests.userId, user.id));
  // A rider with neither a race nor an account, followed by a fan.
  const idle = await buildParticipant(app.db, { lastName: 'Пустов', firstName: 'Олег' });
  const fan = await buildUser(app.db);
  await app.db.insert(t.favoriteParticipants).values({ userId: fan.id, participantId: idle.id });
};

const CLEANUPS: { method: 'PATCH' | 'DELETE'; path: string }[] = [
  { method: 'PATCH', path: 'normalize-participant-name' },
  { method: 'PATCH', path: 'clear-participant-clubs' },
  { method: 'PATCH', path: 'add-participants-name-transliteration' },
  { method: 'PATCH', path: 'participants-created-on-to-add-role-request-date' },
  { method: 'PATCH', path: 'participants-created-on-to-first-protocol-date' },
  { method: 'DELETE', path: 'remove-participant-duplicates' },
  { method: 'DELETE', path: 'swapped-name-participants' },
  { method: 'DELETE', path: 'unprotocoled-userless-participants' },
];

type Snapshot = Awaited<ReturnType<typeof peopleSnapshot>>;

/** The riders whose row changed or went, and the results that moved, between two snapshots. */
const differences = (before: Snapshot, after: Snapshot) => {
  const rowOf = (snapshot: Snapshot) =>
    new Map(
      snapshot.participants.map((entry) => {
        const row = (entry as { row: { id: number } }).row;
        return [row.id, JSON.stringify(row)];
      }),
    );
  const was = rowOf(before);
  const now = rowOf(after);
  const riders = [...was.keys()].filter((id) => now.get(id) !== was.get(id));
  const ownerNow = new Map(after.results.map((result) => [result.id, result.participantId]));
  const movedFrom = before.results
    .filter((result) => ownerNow.get(result.id) !== result.participantId)
    .map((result) => result.participantId);
  return { riders: riders.sort((a, b) => a - b), movedFrom: [...new Set(movedFrom)].sort((a, b) => a - b) };
};

describe('every clean-up: the dry run says exactly what the application does, and the undo gives it back', () => {
  const t1 = useTestApp();

  it.each(CLEANUPS.map((cleanup) => [`${cleanup.method} /v1/Admin/${cleanup.path}`, cleanup] as const))(
    '%s',
    async (_name, { method, path }) => {
      const app = t1();
      const { headers } = await adminSession(app);
      await messyWorld(app);
      const before = await peopleSnapshot(app.db);
      const call = async (dryRun: boolean) => {
        const response = await app.app.inject({ method, url: `/v1/Admin/${path}?dryRun=${dryRun}`, headers });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as CleanupReport;
      };

      const dryRun = await call(true);
      expect(dryRun.affectedCount).toBeGreaterThan(0);
      expect(dryRun.auditId).toBeNull();
      expect(await peopleSnapshot(app.db)).toEqual(before);

      const applied = await call(false);
      await app.ctx.jobRunner.drain();
      expect(applied.items).toEqual(dryRun.items);
      expect(applied.counts).toEqual(dryRun.counts);
      expect(applied.affectedCount).toBe(dryRun.affectedCount);

      // The riders whose row changed or went are the listed ones (and the riders they merge into),
      // and results moved away only from riders listed as merged.
      const listed = new Set(dryRun.items.map((item) => item.participantId));
      const touched = new Set([
        ...listed,
        ...dryRun.items.flatMap((item) => (item.keptParticipantId === null ? [] : [item.keptParticipantId])),
      ]);
      const changed = differences(before, await peopleSnapshot(app.db));
      expect(changed.riders.length).toBeGreaterThan(0);
      for (const id of changed.riders) expect(touched, `rider ${id} changed unlisted`).toContain(id);
      for (const id of listed) expect(changed.riders, `listed rider ${id} unchanged`).toContain(id);
      const merged = dryRun.items.filter((item) => item.kind === 'merge').map((item) => item.participantId);
      expect(changed.movedFrom).toEqual(merged.sort((a, b) => a - b));

      const undo = await app.app.inject({
        method: 'POST',
        url: `/v1/Admin/audit/${applied.auditId}/undo`,
        headers,
      });
      expect(undo.statusCode, undo.body).toBe(200);
      await app.ctx.jobRunner.drain();
      expect(await peopleSnapshot(app.db)).toEqual(before);
    },
  );
});
