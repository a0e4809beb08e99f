import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import type { ChangeSet, JsonRow, RiderMerge, RiderUpdate } from './participant-changes.js';

/**
 * The SQL that changes riders for the clean-ups and merges, recording every row it touched before
 * and after (a ChangeSet), and the SQL that puts those rows back. Runs inside the caller's
 * transaction. Rider rows travel as the database's own JSON (to_jsonb / jsonb_populate_record), so a
 * row comes back exactly as it was, whatever its columns.
 */

const COLUMNS = getTableColumns(participants) as Record<string, PgColumn>;
/** participants' column name of a Drizzle key (only the table's own keys: never a caller's text). */
const columnName = (key: string): string => {
  const column = Object.hasOwn(COLUMNS, key) ? COLUMNS[key] : undefined;
  if (!column || key === 'id') throw new Error(`Not a changeable participants column: ${key}`);
  return column.name;
};

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** `jsonb_build_object('club', p.club, …)` of the given columns of alias `p`. */
export const imageOf = (alias: string, columns: string[]): SQL =>
  sql`jsonb_build_object(${sql.join(
    columns.map((c) => sql`${c}::text, ${sql.identifier(alias)}.${sql.identifier(c)}`),
    sql`, `,
  )})`;

/** The updates grouped by the columns they set, so each group is one statement. */
export const byColumnSet = <T>(entries: T[], columnsOf: (entry: T) => string[]) => {
  const groups = new Map<string, { columns: string[]; entries: T[] }>();
  for (const entry of entries) {
    const columns = columnsOf(entry).sort();
    const key = columns.join(',');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { columns, entries: [] }));
    group.entries.push(entry);
  }
  return [...groups.values()];
};

/** Sets each rider's columns from a JSON of column names; answers the columns before and after. */
export const writeColumns = async (
  executor: Executor,
  columns: string[],
  rows: { id: number; values: JsonRow }[],
): Promise<ChangeSet['participantsUpdated']> => {
  const assignments = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
    sql`, `,
  );
  return queryRows<{ id: number; before: JsonRow; after: JsonRow }>(
    executor,
    sql`update participants p set ${assignments}
        from (select x.id, x.v, ${imageOf('old', columns)} as before
              from jsonb_to_recordset(${json(rows.map((row) => ({ id: row.id, v: row.values })))}) as x(id int, v jsonb)
              join participants old on old.id = x.id) u,
          lateral jsonb_populate_record(null::participants, u.v) r
        where p.id = u.id
        returning p.id, u.before, ${imageOf('p', columns)} as after`,
  );
};

/** Applies the updates (each rider's patch); answers each rider's changed columns before and after. */
export const updateRiders = async (
  executor: Executor,
  updates: RiderUpdate[],
): Promise<ChangeSet['participantsUpdated']> => {
  const changed: ChangeSet['participantsUpdated'] = [];
  const withColumns = updates
    .filter((update) => Object.keys(update.patch).length > 0)
    .map((update) => ({
      id: update.participantId,
      values: Object.fromEntries(
        Object.entries(update.patch).map(([key, value]) => [columnName(key), jsonValue(value)]),
      ),
    }));
  for (const group of byColumnSet(withColumns, (row) => Object.keys(row.values))) {
    for (let start = 0; start < group.entries.length; start += 10_000) {
      changed.push(
        ...(await writeColumns(executor, group.columns, group.entries.slice(start, start + 10_000))),
      );
    }
  }
  return changed;
};

const pairs = (merges: RiderMerge[]) => ({
  merged: sql.param(merges.map((m) => m.mergedId)),
  kept: sql.param(merges.map((m) => m.keptId)),
});

/**
 * Moves everything keyed to the merged riders to the kept ones: results (never dropped), favourites
 * (a user who followed both keeps one), notifications and rating corrections. The account link
 * moves with the kept rider's patch, after the merged rider is deleted.
 */
export const moveRiderRows = async (executor: Executor, merges: RiderMerge[]) => {
  if (merges.length === 0) return {};
  const { merged, kept } = pairs(merges);
  const map = sql`unnest(${merged}::int[], ${kept}::int[]) as m(merged, kept)`;
  const results = await queryRows<{ id: number; merged: number; kept: number }>(
    executor,
    sql`update protocol_results r set participant_id = m.kept from ${map}
        where r.participant_id = m.merged returning r.id, m.merged, m.kept`,
  );
  const favorites = await queryRows<{
    user_id: number;
    participant_id: number;
    created_on: string;
    kept: number;
  }>(
    executor,
    sql`delete from favorite_participants f using ${map} where f.participant_id = m.merged
        returning f.user_id, f.participant_id, f.created_on::text as created_on, m.kept`,
  );
  const inserted = favorites.length
    ? await queryRows<{ user_id: number; participant_id: number }>(
        executor,
        sql`insert into favorite_participants (user_id, participant_id, created_on)
            select * from unnest(${sql.param(favorites.map((f) => f.user_id))}::int[], ${sql.param(favorites.map((f) => f.kept))}::int[],
              ${sql.param(favorites.map((f) => f.created_on))}::timestamptz[])
            on conflict do nothing returning user_id, participant_id`,
      )
    : [];
  const notifications = await queryRows<{ id: number; merged: number; kept: number }>(
    executor,
    sql`update notifications n set participant_id = m.kept from ${map}
        where n.participant_id = m.merged returning n.id, m.merged, m.kept`,
  );
  const adjustments = await queryRows<{ id: number; merged: number; kept: number }>(
    executor,
    sql`update rating_adjustments a set participant_id = m.kept from ${map}
        where a.participant_id = m.merged returning a.id, m.merged, m.kept`,
  );
  return {
    resultsMoved: results.map((r): [number, number, number] => [r.id, r.merged, r.kept]),
    favoritesDeleted: favorites.map((f): [number, number, string] => [
      f.user_id,
      f.participant_id,
      f.created_on,
    ]),
    favoritesInserted: inserted.map((f): [number, number] => [f.user_id, f.participant_id]),
    notificationsMoved: notifications.map((n): [number, number, number] => [n.id, n.merged, n.kept]),
    adjustmentsMoved: adjustments.map((a): [number, number, number] => [a.id, a.merged, a.kept]),
  } satisfies Partial<ChangeSet>;
};

/** Removes what is keyed to riders about to be deleted (favourites, corrections, notification links). */
export const detachRiders = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return {};
  const list = sql`${sql.param(ids)}::int[]`;
  const favorites = await queryRows<{ user_id: number; participant_id: number; created_on: string }>(
    executor,
    sql`delete from favorite_participants where participant_id = any(${list})
        returning user_id, participant_id, created_on::text as created_on`,
  );
  const adjustments = await queryRows<{ row: JsonRow }>(
    executor,
    sql`delete from rating_adjustments a where a.participant_id = any(${list}) returning to_jsonb(a) as row`,
  );
  const notifications = await queryRows<{ id: number; participant_id: number }>(
    executor,
    sql`update notifications n set participant_id = null from unnest(${list}) as d(id)
        where n.participant_id = d.id returning n.id, d.id as participant_id`,
  );
  return {
    favoritesDeleted: favorites.map((f): [number, number, string] => [
      f.user_id,
      f.participant_id,
      f.created_on,
    ]),
    adjustmentsDeleted: adjustments.map((a) => a.row),
    notificationsMoved: notifications.map((n): [number, number, null] => [n.id, n.participant_id, null]),
  } satisfies Partial<ChangeSet>;
};

/** Deletes riders (nothing may refer to them any more); answers their rows as they were. */
export const deleteRiders = async (executor: Executor, ids: number[]): Promise<JsonRow[]> => {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ row: JsonRow }>(
    executor,
    sql`delete from participants p where p.id = any(${sql.param(ids)}::int[]) returning to_jsonb(p) as row`,
  );
  return rows.map((r) => r.row);
};

/** The seasons (years of the race days) of result rows. */
export const seasonsOfResults = async (executor: Executor, resultIds: number[]): Promise<number[]> => {
  if (resultIds.length === 0) return [];
  const rows = await queryRows<{ year: number }>(
    executor,
    sql`select distinct extract(year from e.event_date)::int as year
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where r.id = any(${sql.param(resultIds)}::int[]) order by 1`,
  );
  return rows.map((row) => row.year);
};
