import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { seasons, standings, standingsSets } from '../../db/schema/index.js';
import type { ChangedResults, NationalTable, SeasonScores } from './score-season.js';
import type { ScoresReach, WritePhases } from '../../ports/rating.js';
import { loadStoredNationalStandings } from './season-repository.js';
import { lockSeasonStandings } from './standings-lock.js';
import { writeRatingGains } from '../place-history/rating-gains-repository.js';

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
 * Writes one season's outcome: changed result points, the F and Q of each protocol, the national
 * table (the season's organizer and series tables are marked outdated, to be computed again when read),
 * and the season's update time. The caller runs it inside the season's transaction.
 */
export const writeSeasonScores = async (
  executor: Executor,
  year: number,
  scores: SeasonScores,
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
  const tableBefore = await loadStoredNationalStandings(executor, year);
  const rewriteTable = scores.resultsChanged || scores.nationalPacked !== tableBefore;
  if (rewriteTable) await replaceStandings(executor, year, scores.national);
  const tableMs = lap();
  await writeRatingGains(executor, year, scores.gains, scores.gainsFrom);
  const gainsMs = lap();
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
  return {
    changedResults: scores.changed.count,
    writePhases: { resultsMs, tableMs, gainsMs, seasonMs: lap() },
    reach: reachOf(scores.reach, tableBefore, scores.nationalPacked),
  };
};

/**
 * What a recalculation changed that readers see: the protocols whose points moved with their riders
 * (scored with the season), and the riders whose row of the national table moved (points, place,
 * races), from the stored table and the new one as packNationalStandings packs them.
 */
const reachOf = (scored: ScoresReach, tableBefore: string, tableAfter: string): ScoresReach => {
  if (tableBefore === tableAfter) return scored;
  const riders = new Set(scored.riders);
  const rowsOf = (packed: string) =>
    new Map(packed ? packed.split('\x1e').map((row) => [row.slice(0, row.indexOf('\x1f')), row]) : []);
  const [before, after] = [rowsOf(tableBefore), rowsOf(tableAfter)];
  for (const [id, row] of after) if (before.get(id) !== row) riders.add(Number(id));
  for (const id of before.keys()) if (!after.has(id)) riders.add(Number(id));
  return { protocols: scored.protocols, riders: [...riders] };
};

/**
 * The new national table. The season's organizer and series tables are marked outdated, not
 * deleted: each is computed again when it is next read (standings-sets.ts), and readers meanwhile get
 * it as it was instead of waiting for this recalculation and that computation (bench:load).
 */
const replaceStandings = async (executor: Executor, year: number, national: NationalTable) => {
  await lockSeasonStandings(executor, year);
  const nationalTable = and(eq(standings.year, year), eq(standings.organizerId, 0));
  await executor.delete(standings).where(nationalTable);
  await executor
    .delete(standingsSets)
    .where(and(eq(standingsSets.year, year), eq(standingsSets.organizerId, 0)));
  const { columns } = national;
  await executor.execute(sql`
    insert into standings (year, organizer_id, cluster_age_category_id, participant_id, gender, rating, place,
      gender_place, races_count)
    select ${year}::int, 0, 0, u.participant_id, u.gender::gender, u.rating, u.place, u.gender_place, u.races_count
    from unnest(${sql.param(columns.participantIds)}::int[], ${sql.param(columns.genders)}::text[],
                ${sql.param(columns.ratings)}::numeric[], ${sql.param(columns.places)}::int[],
                ${sql.param(columns.genderPlaces)}::int[], ${sql.param(columns.racesCounts)}::int[])
      as u(participant_id, gender, rating, place, gender_place, races_count)`);
  const { rowsCount, maleCount, femaleCount } = national;
  await executor
    .insert(standingsSets)
    .values({ year, organizerId: 0, clusterAgeCategoryId: 0, rowsCount, maleCount, femaleCount });
  await executor
    .update(standingsSets)
    .set({ outdated: true })
    .where(and(eq(standingsSets.year, year), ne(standingsSets.organizerId, 0)));
};
