import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';

/*
 * Where a season's national table is. Its rows in `standings` have organizer 0 and the season's
 * `national_slot` (0 or -1) as their cluster_age_category_id: on PGlite a large table rewritten whole
 * is written under the other slot with no transaction open, and the recalculation's short write
 * transaction makes it current (write-season-scores.ts, docs/decisions/rating.md «The national table
 * written beside the current one»). Every read of the national table goes through here.
 */

/** The two slots: a national table is under one of them, the other is empty or being written. */
export const NATIONAL_SLOTS = [0, -1] as const;

/** The slot that is not `slot`. */
export const otherSlot = (slot: number): number => (slot === 0 ? -1 : 0);

/**
 * The cluster_age_category_id of a season's national table, as SQL: `year` a number or a column
 * (the season of each row read). In one statement with the rows it picks, so a reader never mixes
 * two slots: the statement sees the season's row and the standings at the same moment.
 */
export const nationalCluster = (year: number | SQL): SQL =>
  sql`coalesce((select se.national_slot from seasons se where se.year = ${year}), 0)`;

/**
 * The cluster_age_category_id of a rating table: the national table's slot for the national table
 * (organizer 0, category 0), the category (0 for an organizer's whole table) otherwise.
 */
export const tableCluster = (scope: {
  year: number;
  organizerId: number;
  clusterAgeCategoryId: number;
}): SQL =>
  scope.organizerId === 0 && scope.clusterAgeCategoryId === 0
    ? nationalCluster(scope.year)
    : sql`${scope.clusterAgeCategoryId}`;

/** The season's national slot now (0 for a season without a row). */
export const nationalSlotOf = async (executor: Executor, year: number): Promise<number> => {
  const [row] = await queryRows<{ slot: number }>(
    executor,
    sql`select national_slot as slot from seasons where year = ${year}`,
  );
  return row?.slot ?? 0;
};

/** How many rows a statement of `stageNationalTable` and `dropNationalSlot` writes or deletes. */
export const PIECE_ROWS = 2_000;

/**
 * Deletes the season's national rows under `slot` (a table no longer current, or one left half
 * written), `PIECE_ROWS` at a time, each piece its own statement with no transaction open: on PGlite a
 * reader waits for one piece at most.
 */
export const dropNationalSlot = async (executor: Executor, year: number, slot: number): Promise<number> => {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      executor,
      sql`with gone as (
            delete from standings where ctid in (
              select ctid from standings
              where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${slot}
              limit ${PIECE_ROWS})
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    deleted += n;
    if (n < PIECE_ROWS) return deleted;
  }
};

/** One piece of a national table's rows as PostgreSQL array texts (write-season-scores.ts builds them). */
export type NationalColumns = {
  participantIds: string;
  genders: string;
  ratings: string;
  places: string;
  genderPlaces: string;
  racesCounts: string;
};

/** Inserts rows of the season's national table under `slot`, in one statement. */
export const insertNationalRows = async (
  executor: Executor,
  year: number,
  slot: number,
  columns: NationalColumns,
): Promise<void> => {
  if (columns.participantIds === '{}') return;
  await executor.execute(sql`
    insert into standings (year, organizer_id, cluster_age_category_id, participant_id, gender, rating, place,
      gender_place, races_count)
    select ${year}::int, 0, ${slot}::int, u.participant_id, u.gender::gender, u.rating, u.place, u.gender_place,
      u.races_count
    from unnest(${sql.param(columns.participantIds)}::int[], ${sql.param(columns.genders)}::text[],
                ${sql.param(columns.ratings)}::numeric[], ${sql.param(columns.places)}::int[],
                ${sql.param(columns.genderPlaces)}::int[], ${sql.param(columns.racesCounts)}::int[])
      as u(participant_id, gender, rating, place, gender_place, races_count)`);
};

/** Deletes the rows of the given riders from the season's national table under `slot`. */
export const deleteNationalRows = async (
  executor: Executor,
  year: number,
  slot: number,
  participantIds: string,
): Promise<void> => {
  await executor.execute(sql`
    delete from standings
    where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${slot}
      and participant_id = any(${sql.param(participantIds)}::int[])`);
};
