import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { afterProtocolExists } from '../../src/domain/protocols/after-protocol-exists.js';
import { importProtocols } from '../../src/domain/protocols/import-protocols.js';
import { recalculateSeasons } from '../../src/domain/rating/recalculate-seasons.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildEvent, buildOrganizer } from '../helpers/factories.js';
import { expectPlaceHistoriesAsRecalculated } from '../helpers/place-history-oracle.js';
import { row } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';

/**
 * Issue 38's property: after any sequence of uploads, corrections and moves through the disputes,
 * deletions of protocols and merges of records, each recalculated as the portal does it (an upload and a dispute's decision from
 * the race day, a merge in the background), every rider's place history is what successive
 * recalculations of the season give (helpers/place-history-oracle.ts), and a full recalculation
 * changes none of it.
 */

const YEAR = 2025;
/** Riders 0–5 have accounts (they dispute their results); 6–9 have none (they can be merged away). */
const RIDERS = [
  'Белов Юрий 1983 М',
  'Соколов Антон 1986 М',
  'Орлов Илья 1980 М',
  'Котова Анна 1985 Ж',
  'Кузнецов Пётр 1975 М',
  'Лисина Мария 1990 Ж',
  'Петров Олег 1979 М',
  'Ёлкин Олег 1991 М',
  'Зуева Ольга 1988 Ж',
  'Миронов Глеб 1970 М',
];
const WITH_ACCOUNTS = 6;

type Step =
  | { kind: 'upload'; day: number; riders: number[]; dnf: boolean[] }
  | { kind: 'correct'; pick: number; place: number; dnf: boolean }
  | { kind: 'move'; pick: number; to: number }
  | { kind: 'merge'; kept: number; other: number }
  | { kind: 'delete'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({
        day: fc.integer({ min: 1, max: 5 }),
        riders: fc.shuffledSubarray([...RIDERS.keys()], { minLength: 1, maxLength: 7 }),
        dnf: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      })
      .map((upload) => ({ kind: 'upload' as const, ...upload })),
  },
  fc
    .record({ pick: fc.nat(), place: fc.integer({ min: 1, max: 8 }), dnf: fc.boolean() })
    .map((correct) => ({ kind: 'correct' as const, ...correct })),
  fc
    .record({ pick: fc.nat(), to: fc.integer({ min: 0, max: RIDERS.length - 1 }) })
    .map((move) => ({ kind: 'move' as const, ...move })),
  fc
    .record({
      kept: fc.integer({ min: 0, max: RIDERS.length - 1 }),
      other: fc.integer({ min: WITH_ACCOUNTS, max: RIDERS.length - 1 }),
    })
    .map((merge) => ({ kind: 'merge' as const, ...merge })),
  fc.record({ pick: fc.nat() }).map((deletion) => ({ kind: 'delete' as const, ...deletion })),
);

/** The riders, their accounts, an organizer and an administrator, and an upload of one protocol. */
const world = async (app: TestApp) => {
  await ensureDefaultConfig(app.db);
  const [config] = await app.db.select().from(t.protocolConfigs).where(eq(t.protocolConfigs.isDefault, true));
  const organizer = await buildOrganizer(app.db, { name: 'Организатор А' });
  // A first protocol creates the riders (as an upload would), on a day before the steps' days.
  const riderIds: number[] = [];
  const upload = async (day: string, rows: { rider: string; dnf: boolean }[]) => {
    const event = await buildEvent(app.db, {
      eventDate: day,
      organizerId: organizer.id,
      name: `Гонка ${day}`,
    });
    const touched = await app.db.transaction(async (tx) => {
      const { protocolIds } = await importProtocols(tx, [
        {
          name: 'Абсолют',
          eventId: event.id,
          configId: config!.id,
          clusterAgeCategoryId: null,
          isRatingProtocol: true,
          isRatingFromProtocolFile: false,
          originalFileId: null,
          uploadedByUserId: null,
          rows: rows.map((r, index) => row({ rider: r.rider, status: r.dnf ? 'DNF' : 'F' }, index)),
        },
      ]);
      return afterProtocolExists(app.ctx, tx, protocolIds[0]!, { kind: 'new', recalculation: 'now' });
    });
    expect((await app.ctx.jobRunner.runNow(touched.recalculationJobId!)).state).toBe('done');
  };
  await upload(
    `${YEAR}-05-31`,
    RIDERS.map((rider) => ({ rider, dnf: false })),
  );
  for (const rider of RIDERS) {
    const [lastName, firstName] = rider.split(' ');
    const [found] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from participants where last_name = ${lastName} and first_name = ${firstName}`,
    );
    riderIds.push(found!.id);
  }
  const accounts: Record<string, string>[] = [];
  for (const participantId of riderIds.slice(0, WITH_ACCOUNTS)) {
    const account = await buildAccount(app.db, { roles: ['Participant'] });
    await app.db
      .update(t.participants)
      .set({ userId: account.user.id })
      .where(eq(t.participants.id, participantId));
    accounts.push(bearer(await tokenFor(app, account.user.id)));
  }
  const organizerAccount = await buildAccount(app.db, { roles: ['Organizer'], organizerId: organizer.id });
  const admin = await buildAccount(app.db, { roles: ['Admin'] });
  return {
    riderIds,
    accounts,
    upload,
    organizer: bearer(await tokenFor(app, organizerAccount.user.id, 'Organizer')),
    admin: bearer(await tokenFor(app, admin.user.id, 'Admin')),
  };
};

const post = (app: TestApp, url: string, headers: Record<string, string>, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

/** The season's result rows of riders with accounts (they can dispute them), in id order. */
const disputableResults = (app: TestApp, ridersWithAccounts: number[]) =>
  queryRows<{ id: number; participant_id: number; protocol_id: number }>(
    app.db,
    sql`select r.id, r.participant_id, r.protocol_id from protocol_results r
        where r.participant_id = any(${sql.param(ridersWithAccounts)}::int[]) order by r.id`,
  );

describe('place history against successive recalculations (issue 38)', () => {
  const t1 = useTestApp();

  it('after any uploads, corrections, moves, deletions and merges is what recalculating after each race day gives', async () => {
    const app = t1();
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (steps) => {
        await resetDatabase(app.handle);
        const w = await world(app);
        const alive = new Set(w.riderIds);
        const accountOf = new Map(
          w.riderIds.slice(0, WITH_ACCOUNTS).map((id, index) => [id, w.accounts[index]!]),
        );
        await expectPlaceHistoriesAsRecalculated(app, YEAR, [...alive]);

        for (const step of steps) {
          if (step.kind === 'upload') {
            const riders = step.riders.filter((index) => alive.has(w.riderIds[index]!));
            if (riders.length === 0) continue;
            await w.upload(
              `${YEAR}-06-0${step.day}`,
              riders.map((index, position) => ({ rider: RIDERS[index]!, dnf: step.dnf[position]! })),
            );
          } else if (step.kind === 'correct' || step.kind === 'move') {
            const results = await disputableResults(
              app,
              [...accountOf.keys()].filter((id) => alive.has(id)),
            );
            if (results.length === 0) continue;
            const result = results[step.pick % results.length]!;
            const dispute = await post(app, '/v1/ResultDispute', accountOf.get(result.participant_id)!, {
              resultId: result.id,
              ...(step.kind === 'correct'
                ? { kind: 'wrongData', fields: ['place'], comment: 'Место другое' }
                : { kind: 'notMine', comment: 'Это не я' }),
            });
            if (dispute.statusCode === 409) continue; // one open request per result
            expect(dispute.statusCode, dispute.body).toBe(200);
            const decision =
              step.kind === 'correct'
                ? await post(
                    app,
                    `/v1/ResultDispute/${dispute.json().id}/correct`,
                    w.organizer,
                    step.dnf ? { status: 'DNF' } : { place: step.place },
                  )
                : await post(app, `/v1/ResultDispute/${dispute.json().id}/move`, w.organizer, {
                    toParticipantId: w.riderIds[step.to]!,
                  });
            // Refused: the row is already so, the rider is gone or already in the protocol.
            if ([400, 404, 409].includes(decision.statusCode)) continue;
            expect(decision.statusCode, decision.body).toBe(200);
          } else if (step.kind === 'delete') {
            const protocols = await queryRows<{ id: number }>(
              app.db,
              sql`select id from protocols order by id`,
            );
            if (protocols.length === 0) continue;
            const deleted = await app.app.inject({
              method: 'DELETE',
              url: `/v1/Protocol/${protocols[step.pick % protocols.length]!.id}`,
              headers: w.organizer,
            });
            expect(deleted.statusCode, deleted.body).toBe(200);
            await app.ctx.jobRunner.drain();
          } else {
            const kept = w.riderIds[step.kept]!;
            const other = w.riderIds[step.other]!;
            if (kept === other || !alive.has(kept) || !alive.has(other)) continue;
            const merged = await post(app, '/v1/Admin/merge-participants', w.admin, {
              participantId: kept,
              otherParticipantId: other,
              takeFromOther: [],
            });
            if (merged.statusCode === 409) continue; // they stand in one protocol
            expect(merged.statusCode, merged.body).toBe(200);
            alive.delete(other);
            await app.ctx.jobRunner.drain();
          }
          await expectPlaceHistoriesAsRecalculated(app, YEAR, [...alive]);
        }

        // A full recalculation finds nothing to change in any history.
        const before = await expectPlaceHistoriesAsRecalculated(app, YEAR, [...alive]);
        await app.db
          .update(t.seasons)
          .set({ isStale: true, staleFrom: null })
          .where(eq(t.seasons.year, YEAR));
        await recalculateSeasons(app.db, [YEAR]);
        expect(await expectPlaceHistoriesAsRecalculated(app, YEAR, [...alive])).toEqual(before);
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
