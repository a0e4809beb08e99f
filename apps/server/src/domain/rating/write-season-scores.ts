import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { seasons, standingsSets } from '../../db/schema/index.js';
import type { ChangedResults, NationalTable, SeasonScores } from './score-season.js';
import type { NationalRows } from './season-data.js';
import type { ScoresReach, WritePhases } from '../../ports/rating.js';
import { loadStoredNationalStandings } from './season-repository.js';
import { lockSeasonStandings } from './standings-lock.js';
import { PackedReader } from './packed-text.js';
import { writeRatingGains } from '../place-history/rating-gains-repository.js';
import {
  deleteNationalRows,
  insertNationalRows,
  nationalSlotOf,
  PIECE_ROWS,
  type NationalColumns,
} from './national-table-repository.js';

const writeResults = async (executor: Executor, changed: ChangedResults) => {
  for (const chunk of changed.chunks) {
    await executor.execute(sql`
      update protocol_results r set
        gender_place = u.gender_place, place_points = u.r, sprint_points = u.s, mountain_points = u.m, gap_points = u.d
      from unnest(${sql.param(chunk.ids)}::int[], ${sql.param(chunk.genderPlaces)}::int[], ${sql.param(chunk.R)}::int[],
                  ${sql.param(chunk.S)}::int[], ${sql.param(chunk.M)}::int[], ${sql.param(chunk.D)}::int[])
        as u(id, gender_place, r, s, m, d)
      where r.id = u.id`);
  }
};

/** F and Q per gender, stored beside the coefficients' numbers (p, n) the details page shows. */
const writeCoefficients = async (executor: Executor, { ids, values }: SeasonScores['coefficients']) => {
  if (ids.length === 0) return;
  await executor.execute(sql`
    update protocols p set coefficients = u.c::jsonb,
      male_significance_ratio = (u.c::jsonb -> 'male' ->> 'significanceRatio')::numeric,
      male_representation_ratio = (u.c::jsonb -> 'male' ->> 'representationRatio')::numeric,
      female_significance_ratio = (u.c::jsonb -> 'female' ->> 'significanceRatio')::numeric,
      female_representation_ratio = (u.c::jsonb -> 'female' ->> 'representationRatio')::numeric
    from unnest(${sql.param(ids)}::int[], ${sql.param(values)}::text[]) as u(id, c)
    where p.id = u.id`);
};

/**
 * A national table written beside the current one before the write transaction (`stageNationalTable`):
 * its slot, and how it differs from the table it replaces.
 */
export type StagedTable = { slot: number; table: TableDifference };

/**
 * Writes one season's outcome: changed result points, the F and Q of each protocol, the national
 * table (the season's organizer and series tables are marked outdated, to be computed again when read),
 * and the season's update time. The caller runs it inside the season's transaction. `storedTable` is
 * the stored national table (`loadStoredNationalStandings`) when the caller read it with the season,
 * at the version of the season's row it writes at; it is read here otherwise. With `staged`, the new
 * table is already written under the other slot, and this makes it current.
 */
export const writeSeasonScores = async (
  executor: Executor,
  year: number,
  scores: SeasonScores,
  storedTable?: string,
  staged?: StagedTable,
): Promise<{ changedResults: number; writePhases: WritePhases; reach: ScoresReach }> => {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  await writeResults(executor, scores.changed);
  await writeCoefficients(executor, scores.coefficients);
  const resultsMs = lap();
  // The stored table is compared with the new one: the riders whose rows moved are the read path's.
  const table =
    staged?.table ??
    tableDifference(storedTable ?? (await loadStoredNationalStandings(executor, year)), scores.nationalRows);
  if (staged) await markTableWritten(executor, year, scores.national);
  else if (tableRewritten(scores, table)) {
    const slot = await nationalSlotOf(executor, year);
    await replaceStandings(executor, year, slot, scores.national, scores.nationalRows, table);
  }
  const tableMs = lap();
  await writeRatingGains(executor, year, scores.gains, scores.gainsFrom);
  const gainsMs = lap();
  const { checkpoint } = scores;
  const season = {
    updateDate: new Date(),
    isStale: false,
    staleFrom: null,
    ...(staged ? { nationalSlot: staged.slot } : {}),
    // A checkpoint packed null stays as stored (see SeasonScores).
    ...(checkpoint?.packed === null
      ? {}
      : { checkpointDay: checkpoint?.day ?? null, checkpoint: checkpoint?.packed ?? null }),
  };
  await executor
    .insert(seasons)
    .values({ year, ...season })
    .onConflictDoUpdate({ target: seasons.year, set: season });
  return {
    changedResults: scores.changed.count,
    writePhases: { resultsMs, tableMs, gainsMs, seasonMs: lap() },
    reach: reachOf(scores.reach, table, scores.nationalRows),
  };
};

/**
 * The stored national table against the new one: the new rows (their positions in `NationalRows`)
 * of riders whose row moved (points, place, gender place, races) or who came, and the riders who left.
 */
export type TableDifference = { rows: number; written: number[]; gone: number[] };

/**
 * The stored table's rows as `loadStoredNationalStandings` packs them, as numbers: the riders' ids in
 * the order read, and five numbers a row (woman 1 or man 0, hundredths, place, gender place, races).
 */
const storedRows = (packed: string): { ids: number[]; fields: number[] } => {
  const ids: number[] = [];
  const fields: number[] = [];
  const reader = new PackedReader(packed);
  while (!reader.done) {
    ids.push(reader.number());
    fields.push(reader.female() ? 1 : 0);
    fields.push(reader.number(), reader.number(), reader.number(), reader.number());
  }
  return { ids, fields };
};

/**
 * Each rider's position in `ids`, by id: a typed array over the ids (a season's riders are a good
 * part of all riders, whose ids are dense), or a map when they are sparse.
 */
const positionsOf = (ids: readonly number[], more: ArrayLike<number>) => {
  let maxId = 0;
  for (const id of ids) if (id > maxId) maxId = id;
  for (let index = 0; index < more.length; index += 1) if (more[index]! > maxId) maxId = more[index]!;
  if (maxId > 4 * (ids.length + more.length) + 1_000_000) {
    const map = new Map(ids.map((id, position) => [id, position]));
    return (id: number) => map.get(id);
  }
  const at = new Int32Array(maxId + 1);
  ids.forEach((id, position) => {
    at[id] = position + 1;
  });
  return (id: number) => (id >= 0 && id <= maxId && at[id]! > 0 ? at[id]! - 1 : undefined);
};

/** Compared as numbers: a season's 33,000 rows, of which a correction moves a few thousand. */
export const tableDifference = (before: string, after: NationalRows): TableDifference => {
  const { ids, fields } = storedRows(before);
  const positionOf = positionsOf(ids, after.ids);
  const kept = new Uint8Array(ids.length);
  const written: number[] = [];
  for (let index = 0; index < after.ids.length; index += 1) {
    const row = positionOf(after.ids[index]!);
    if (row === undefined) {
      written.push(index);
      continue;
    }
    kept[row] = 1;
    const at = row * 5;
    if (
      fields[at] !== after.females[index] ||
      fields[at + 1] !== after.cents[index] ||
      fields[at + 2] !== after.places[index] ||
      fields[at + 3] !== after.genderPlaces[index] ||
      fields[at + 4] !== after.racesCounts[index]
    )
      written.push(index);
  }
  const gone = ids.filter((_, row) => kept[row] === 0);
  return { rows: after.ids.length, written, gone };
};

/**
 * What a recalculation changed that readers see: the protocols whose points moved with their riders
 * (scored with the season), and the riders whose row of the national table moved (points, place,
 * races), came or left.
 */
const reachOf = (scored: ScoresReach, table: TableDifference, nationalRows: NationalRows): ScoresReach => {
  if (table.written.length === 0 && table.gone.length === 0) return scored;
  const riders = new Set(scored.riders);
  for (const index of table.written) riders.add(nationalRows.ids[index]!);
  for (const id of table.gone) riders.add(id);
  return { protocols: scored.protocols, riders: [...riders] };
};

/**
 * Above this share of the table's rows moved, the season's table is deleted and inserted whole (one
 * statement each) rather than row by row: a new protocol's riders push everyone between their old and
 * new places down by one, and then nearly every row moves.
 */
const WHOLE_TABLE_SHARE = 0.5;

/** PostgreSQL's array text of numbers and plain words. */
const arrayText = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

/** Hundredths as numeric(…, 2) text. */
const centsText = (cents: number): string => {
  const whole = Math.abs(cents);
  const fraction = whole % 100;
  return `${cents < 0 ? '-' : ''}${(whole - fraction) / 100}${fraction < 10 ? '.0' : '.'}${fraction}`;
};

/** Some rows of the table (their positions; all when none are given) as the insert's array texts. */
const columnsOf = (rows: NationalRows, positions: readonly number[] | null): NationalColumns => {
  const pick = <T>(column: ArrayLike<number>, as: (value: number) => T): T[] =>
    positions ? positions.map((index) => as(column[index]!)) : Array.from(column, as);
  const same = (value: number) => value;
  return {
    participantIds: arrayText(pick(rows.ids, same)),
    genders: arrayText(pick(rows.females, (female) => (female ? 'female' : 'male'))),
    ratings: arrayText(pick(rows.cents, centsText)),
    places: arrayText(pick(rows.places, same)),
    genderPlaces: arrayText(pick(rows.genderPlaces, same)),
    racesCounts: arrayText(pick(rows.racesCounts, same)),
  };
};

/** Whether the season's national table is written at all: something in it moved. */
const tableRewritten = (scores: SeasonScores, table: TableDifference): boolean =>
  scores.resultsChanged || table.written.length > 0 || table.gone.length > 0;

/** Whether the table is written row by row (few rows moved) rather than whole. */
const writtenByRow = (table: TableDifference): boolean =>
  table.written.length + table.gone.length <= table.rows * WHOLE_TABLE_SHARE;

/**
 * Whether the new national table should be written beside the current one, before the write
 * transaction (`stageNationalTable`): it is rewritten whole and has at least `fromRows` rows.
 */
export const tableToStage = (
  scores: SeasonScores,
  storedTable: string,
  fromRows: number,
): TableDifference | null => {
  if (scores.nationalRows.ids.length < fromRows) return null;
  const table = tableDifference(storedTable, scores.nationalRows);
  return tableRewritten(scores, table) && !writtenByRow(table) ? table : null;
};

/**
 * Writes the whole new national table under `slot` (not the current one, and empty), `PIECE_ROWS`
 * rows a statement. The caller holds no transaction: on PGlite, one session for every query, each
 * reader waits for one piece at most instead of the whole table's insert (issue 35).
 */
export const stageNationalTable = async (
  executor: Executor,
  year: number,
  slot: number,
  rows: NationalRows,
): Promise<void> => {
  const all = rows.ids.length;
  for (let start = 0; start < all; start += PIECE_ROWS) {
    const positions = Array.from({ length: Math.min(PIECE_ROWS, all - start) }, (_, index) => start + index);
    await insertNationalRows(executor, year, slot, columnsOf(rows, positions));
  }
};

/**
 * The national table's counts, and the season's organizer and series tables marked outdated, not
 * deleted: each is computed again when it is next read (standings-sets.ts), and readers meanwhile get
 * it as it was instead of waiting for this recalculation and that computation (bench:load).
 */
const markTableWritten = async (executor: Executor, year: number, national: NationalTable) => {
  await lockSeasonStandings(executor, year);
  await executor
    .delete(standingsSets)
    .where(and(eq(standingsSets.year, year), eq(standingsSets.organizerId, 0)));
  const { rowsCount, maleCount, femaleCount } = national;
  await executor
    .insert(standingsSets)
    .values({ year, organizerId: 0, clusterAgeCategoryId: 0, rowsCount, maleCount, femaleCount });
  await executor
    .update(standingsSets)
    .set({ outdated: true })
    .where(and(eq(standingsSets.year, year), ne(standingsSets.organizerId, 0)));
};

/** The new national table, written in place under the current `slot`, in the write transaction. */
const replaceStandings = async (
  executor: Executor,
  year: number,
  slot: number,
  national: NationalTable,
  nationalRows: NationalRows,
  table: TableDifference,
) => {
  await lockSeasonStandings(executor, year);
  // Only the rows that moved, came or left, when they are few (a correction, a protocol whose riders
  // barely move): deleting and inserting a whole table of 33,000 rows for them cost most of the
  // recalculation on PostgreSQL (each insert also checks its key against the row just deleted).
  const byRow = writtenByRow(table);
  if (byRow) {
    const moved = [...table.gone, ...table.written.map((index) => nationalRows.ids[index]!)];
    if (moved.length > 0) await deleteNationalRows(executor, year, slot, arrayText(moved));
  } else {
    await executor.execute(
      sql`delete from standings where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${slot}`,
    );
  }
  await insertNationalRows(executor, year, slot, columnsOf(nationalRows, byRow ? table.written : null));
  await markTableWritten(executor, year, national);
};
