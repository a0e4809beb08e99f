import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import type { ChangeSet, JsonRow, RiderMerge, RiderUpdate, TextRow } from './participant-changes.js';

/**
 * The SQL that changes riders for the clean-ups and merges, recording every row it touched before
 * and after (a ChangeSet). Runs inside the caller's transaction. Changed columns travel as text (one
 * array per column, cast to the column's type), so a value comes back exactly as the database wrote
 * it; deleted rows travel as the database's own JSON (to_jsonb / jsonb_populate_recordset).
 */

const COLUMNS = getTableColumns(participants) as Record<string, PgColumn>;
const BY_NAME = new Map(Object.values(COLUMNS).map((column) => [column.name, column]));

/** participants' column name of a Drizzle key (only the table's own keys: never a caller's text). */
const columnName = (key: string): string => {
  const column = Object.hasOwn(COLUMNS, key) ? COLUMNS[key] : undefined;
  if (!column || key === 'id') throw new Error(`Not a changeable participants column: ${key}`);
  return column.name;
};

/** `::type` of a participants column named by the database (a known column only). */
const castTo = (name: string): SQL => {
  const column = BY_NAME.get(name);
  if (!column || name === 'id') throw new Error(`Not a changeable participants column: ${name}`);
  return sql.raw(`::${column.getSQLType()}`);
};

/** A value as the text its column is written from (moments as ISO). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The rows' ids and one text array per column, unnested as `x(id, v0, v1, …)`. */
export const unnestColumns = (columns: string[], rows: { id: number; values: TextRow }[]): SQL => {
  const arrays = columns.map((c) => sql`, ${sql.param(rows.map((row) => row.values[c] ?? null))}::text[]`);
  const names = columns.map((_, i) => `, v${i}`).join('');
  return sql`unnest(${sql.param(rows.map((row) => row.id))}::int[]${sql.join(arrays, sql``)}) as x(id${sql.raw(names)})`;
};

/** `p.c0 is not distinct from x.v0::type and …`: the rows hold these values now. */
export const holdsValues = (alias: string, columns: string[]): SQL =>
  sql.join(
    columns.map(
      (c, i) =>
        sql`${sql.identifier(alias)}.${sql.identifier(c)} is not distinct from x.${sql.raw(`v${i}`)}${castTo(c)}`,
    ),
    sql` and `,
  );

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

const CHUNK = 20_000;

/** Sets each rider's columns (by database name, values as text); answers them before and after. */
export const writeColumns = async (
  executor: Executor,
  columns: string[],
  rows: { id: number; values: TextRow }[],
): Promise<ChangeSet['participantsUpdated']> => {
  const changed: ChangeSet['participantsUpdated'] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const assignments = sql.join(
      columns.map((c, i) => sql`${sql.identifier(c)} = u.${sql.raw(`v${i}`)}${castTo(c)}`),
      sql`, `,
    );
    const before = sql.join(
      columns.map((c, i) => sql`old.${sql.identifier(c)}::text as ${sql.raw(`b${i}`)}`),
      sql`, `,
    );
    const after = sql.join(
      columns.map((c, i) => sql`p.${sql.identifier(c)}::text as ${sql.raw(`a${i}`)}`),
      sql`, `,
    );
    const written = await queryRows<Record<string, string | null> & { id: number }>(
      executor,
      sql`update participants p set ${assignments}
          from (select x.*, ${before} from ${unnestColumns(columns, chunk)} join participants old on old.id = x.id) u
          where p.id = u.id
          returning p.id, ${sql.join(
            columns.map((_, i) => sql.raw(`u.b${i}`)),
            sql`, `,
          )}, ${after}`,
    );
    for (const row of written) {
      changed.push({
        id: row.id,
        before: Object.fromEntries(columns.map((c, i) => [c, row[`b${i}`] ?? null])),
        after: Object.fromEntries(columns.map((c, i) => [c, row[`a${i}`] ?? null])),
      });
    }
  }
  return changed;
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
        Object.entries(update.patch).map(([key, value]) => [columnName(key), asText(value)]),
      ),
    }));
  for (const group of byColumnSet(withColumns, (row) => Object.keys(row.values)))
    changed.push(...(await writeColumns(executor, group.columns, group.entries)));
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
  const startListEntries = await queryRows<{ id: number; merged: number; kept: number }>(
    executor,
    sql`update start_list_entries s set participant_id = m.kept from ${map}
        where s.participant_id = m.merged returning s.id, m.merged, m.kept`,
  );
  return {
    startListEntriesMoved: startListEntries.map((s): [number, number, number] => [s.id, s.merged, s.kept]),
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

/** Removes what is keyed to riders about to be deleted (favourites, corrections, notification and start list links). */
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
  // A start list keeps the row with its names; only the link to the rider goes.
  const startListEntries = await queryRows<{ id: number; participant_id: number }>(
    executor,
    sql`update start_list_entries s set participant_id = null from unnest(${list}) as d(id)
        where s.participant_id = d.id returning s.id, d.id as participant_id`,
  );
  return {
    startListEntriesMoved: startListEntries.map((s): [number, number, null] => [
      s.id,
      s.participant_id,
      null,
    ]),
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

/** The seasons of rating corrections. */
export const seasonsOfAdjustments = async (
  executor: Executor,
  adjustmentIds: number[],
): Promise<number[]> => {
  if (adjustmentIds.length === 0) return [];
  const rows = await queryRows<{ year: number }>(
    executor,
    sql`select distinct year from rating_adjustments where id = any(${sql.param(adjustmentIds)}::int[])`,
  );
  return rows.map((row) => row.year);
};
