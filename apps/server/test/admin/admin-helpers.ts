import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { normalizedParticipantName } from '../../src/domain/participants/participant-name.js';
import { recalculateSeasons } from '../../src/domain/rating/recalculate-seasons.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import type { TestApp } from '../helpers/test-app.js';

/** A confirmed administrator's session headers. */
export const adminSession = async (app: TestApp) => {
  const { user } = await buildAccount(app.db, { roles: ['Admin'] });
  return { headers: bearer(await tokenFor(app, user.id, 'Admin')), adminId: user.id };
};

/**
 * Gives a rider's results of the given protocols to a new rider written as `names` (a duplicate
 * or a swapped-name record, as an old import would have left it), and recalculates the seasons.
 */
export const splitRider = async (
  db: Database,
  participantId: number,
  protocolIds: number[],
  names: { lastName: string; firstName: string },
  overrides: Partial<typeof t.participants.$inferInsert> = {},
) => {
  const [original] = await db.select().from(t.participants).where(eq(t.participants.id, participantId));
  const { id: _id, userId: _userId, ...copy } = original!;
  const [twin] = await db
    .insert(t.participants)
    .values({
      ...copy,
      ...names,
      normalizedName: normalizedParticipantName(names.lastName, names.firstName),
      createdOn: new Date(),
      ...overrides,
    })
    .returning();
  await db.execute(
    sql`update protocol_results set participant_id = ${twin!.id}
        where participant_id = ${participantId} and protocol_id = any(${sql.param(protocolIds)}::int[])`,
  );
  await recalculateSeasons(db);
  return twin!;
};

/** Every row keyed to riders, in a stable order: what an undo must give back exactly. */
export const peopleSnapshot = async (db: Database) => ({
  participants: await queryRows(db, sql`select to_jsonb(p) as row from participants p order by id`),
  results: await db
    .select({ id: t.protocolResults.id, participantId: t.protocolResults.participantId })
    .from(t.protocolResults)
    .orderBy(asc(t.protocolResults.id)),
  favorites: await queryRows(
    db,
    sql`select user_id, participant_id, created_on from favorite_participants order by 1, 2`,
  ),
  notifications: await queryRows(db, sql`select id, participant_id from notifications order by id`),
  adjustments: await queryRows(db, sql`select to_jsonb(a) as row from rating_adjustments a order by id`),
  standings: await queryRows(
    db,
    sql`select participant_id, rating::float8 as rating, place from standings
        where organizer_id = 0 and cluster_age_category_id = 0 order by year, participant_id`,
  ),
});

/** A rider's national standing of a season (null: not in the table). */
export const standingOf = async (db: Database, participantId: number, year: number) => {
  const [row] = await queryRows<{ rating: number; place: number; races_count: number }>(
    db,
    sql`select rating::float8 as rating, place, races_count from standings
        where year = ${year} and organizer_id = 0 and cluster_age_category_id = 0 and participant_id = ${participantId}`,
  );
  return row ?? null;
};
