import { and, eq, ne, sql } from 'drizzle-orm';
import type { StandingsRow } from '@velo/rating';
import type { Executor } from '../../db/database.js';
import { seasons, standings, standingsSets } from '../../db/schema/index.js';
import { arrayParam, bulkInsert } from '../../lib/bulk-insert.js';
import type { ChangedResults, SeasonScores } from './score-season.js';
import { loadStoredNationalStandings } from './season-repository.js';
import { lockSeasonStandings } from './standings-lock.js';

/** Where a write's time went (ms): result rows and coefficients, the national table, the season's row. */
export type WritePhases = { resultsMs: number; tableMs: number; seasonMs: number };

const CHUNK = 20_000;

const writeResults = async (executor: Executor, changed: ChangedResults) => {
  for (let start = 0; start < changed.ids.length; start += CHUNK) {
    const column = (values: Int32Array) => arrayParam([...values.subarray(start, start + CHUNK)]);
    const genderPlaces = [...changed.genderPlaces.subarray(start, start + CHUNK)].map((place) =>
      place < 0 ? null : place,
    );
    await executor.execute(sql`
      update protocol_results r set
        gender_place = u.gender_place, place_points = u.r, sprint_points = u.s, mountain_points = u.m, gap_points = u.d
      from unnest(${column(changed.ids)}::int[], ${arrayParam(genderPlaces)}::int[], ${column(changed.R)}::int[],
                  ${column(changed.S)}::int[], ${column(changed.M)}::int[], ${column(changed.D)}::int[])
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
 * Writes one season's outcome: changed result points, the F and Q of each protocol, the national
 * table (the season's organizer and series tables are marked outdated, to be computed again when read),
 * and the season's update time. The caller runs it inside the season's transaction.
 */
export const writeSeasonScores = async (
  executor: Executor,
  year: number,
  scores: SeasonScores,
): Promise<{ changedResults: number; writePhases: WritePhases }> => {
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
  // Changed results or coefficients move the table; otherwise it is compared with the stored one.
  const rewriteTable =
    scores.nationalPacked === null ||
    scores.nationalPacked !== (await loadStoredNationalStandings(executor, year));
  if (rewriteTable) await replaceStandings(executor, year, scores.national);
  const tableMs = lap();
  const { checkpoint } = scores;
  const season = {
    updateDate: new Date(),
    isStale: false,
    staleFrom: null,
    // A checkpoint packed null stays as stored (see SeasonScores).
    ...(checkpoint?.packed === null
      ? {}
      : { checkpointDay: checkpoint?.day ?? null, checkpoint: checkpoint?.packed ?? null }),
  };
  await executor
    .insert(seasons)
    .values({ year, ...season })
    .onConflictDoUpdate({ target: seasons.year, set: season });
  return { changedResults: scores.changed.ids.length, writePhases: { resultsMs, tableMs, seasonMs: lap() } };
};

/** How many rows a table has, in all and per gender (the rating's totals read these). */
export const countsOf = (rows: readonly { gender: string }[]) => ({
  rowsCount: rows.length,
  maleCount: rows.filter((row) => row.gender === 'male').length,
  femaleCount: rows.filter((row) => row.gender === 'female').length,
});

/** A table's rows (the national one: organizer and category 0). */
export const insertStandings = (
  executor: Executor,
  table: { year: number; organizerId: number; clusterAgeCategoryId: number },
  rows: readonly StandingsRow[],
) =>
  bulkInsert(
    executor,
    standings,
    // The table's three keys written out: spreading `table` into each of 33,000 rows cost 0.13–0.16 s.
    rows.map((row) => ({
      year: table.year,
      organizerId: table.organizerId,
      clusterAgeCategoryId: table.clusterAgeCategoryId,
      participantId: row.participantId,
      gender: row.gender,
      rating: row.rating,
      place: row.place,
      genderPlace: row.genderPlace,
      racesCount: row.racesCount,
    })),
  );

/**
 * The new national table. The season's organizer and series tables are marked outdated, not
 * deleted: each is computed again when it is next read (standings-sets.ts), and readers meanwhile get
 * it as it was instead of waiting for this recalculation and that computation (bench:load).
 */
const replaceStandings = async (executor: Executor, year: number, national: readonly StandingsRow[]) => {
  await lockSeasonStandings(executor, year);
  const nationalTable = and(eq(standings.year, year), eq(standings.organizerId, 0));
  await executor.delete(standings).where(nationalTable);
  await executor
    .delete(standingsSets)
    .where(and(eq(standingsSets.year, year), eq(standingsSets.organizerId, 0)));
  await insertStandings(executor, { year, organizerId: 0, clusterAgeCategoryId: 0 }, national);
  await executor
    .insert(standingsSets)
    .values({ year, organizerId: 0, clusterAgeCategoryId: 0, ...countsOf(national) });
  await executor
    .update(standingsSets)
    .set({ outdated: true })
    .where(and(eq(standingsSets.year, year), ne(standingsSets.organizerId, 0)));
};
