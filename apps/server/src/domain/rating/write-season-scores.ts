import { and, eq, ne, sql } from 'drizzle-orm';
import type { ScoredProtocol, StandingsRow } from '@velo/rating';
import type { Executor } from '../../db/database.js';
import { seasons, standings, standingsSets } from '../../db/schema/index.js';
import { arrayParam, bulkInsert } from '../../lib/bulk-insert.js';
import { loadStoredNationalStandings, packNationalStandings, type SeasonData } from './season-repository.js';
import { checkpointAfter, packCheckpoint } from './season-checkpoint.js';
import { writeRatingGains } from '../place-history/rating-gains-repository.js';
import { lockSeasonStandings } from './standings-lock.js';

/** JSON with sorted keys, so stored and new coefficients compare by content. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const coefficientsOf = (protocol: ScoredProtocol) =>
  Object.fromEntries(
    Object.values(protocol.genders)
      .filter((g) => g.starters > 0)
      .map((g) => [
        g.gender,
        {
          starters: g.starters,
          scorers: g.scorers,
          significanceParticipantPercent: g.significancePercent,
          significanceRatio: g.F,
          representationParticipantCount: g.representationCount,
          representationRatio: g.Q,
        },
      ]),
  );

/**
 * Where a write's time went (ms): result rows and coefficients, the national table, the counting
 * protocols' gains (a rider's place history reads them), the season's row.
 */
export type WritePhases = { resultsMs: number; tableMs: number; gainsMs: number; seasonMs: number };

type ChangedResult = { id: number; genderPlace: number | null; R: number; S: number; M: number; D: number };

/**
 * Result rows whose protocol-local parts differ from what is stored. Points are derived from these
 * and the protocol's F and Q, so Q moving with the standings rewrites no result row at all.
 */
const changedResults = (scored: readonly ScoredProtocol[], data: SeasonData): ChangedResult[] => {
  const changed: ChangedResult[] = [];
  for (const protocol of scored) {
    for (const r of protocol.results) {
      const stored = data.storedResults.get(r.resultId)?.stored;
      if (
        stored &&
        stored.genderPlace === r.genderPlace &&
        stored.R === r.R &&
        stored.S === r.S &&
        stored.M === r.M &&
        stored.D === r.D
      ) {
        continue;
      }
      changed.push({ id: r.resultId, genderPlace: r.genderPlace, R: r.R, S: r.S, M: r.M, D: r.D });
    }
  }
  return changed;
};

const CHUNK = 20_000;

const writeResults = async (executor: Executor, rows: ChangedResult[]) => {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <K extends keyof ChangedResult>(key: K) => arrayParam(chunk.map((row) => row[key]));
    await executor.execute(sql`
      update protocol_results r set
        gender_place = u.gender_place, place_points = u.r, sprint_points = u.s, mountain_points = u.m, gap_points = u.d
      from unnest(${column('id')}::int[], ${column('genderPlace')}::int[], ${column('R')}::int[], ${column('S')}::int[],
                  ${column('M')}::int[], ${column('D')}::int[])
        as u(id, gender_place, r, s, m, d)
      where r.id = u.id`);
  }
};

/** F and Q per gender, stored beside the coefficients' numbers (p, n) the details page shows. */
const writeCoefficients = async (executor: Executor, scored: readonly ScoredProtocol[], data: SeasonData) => {
  const ids: number[] = [];
  const values: string[] = [];
  for (const protocol of scored) {
    const next = canonicalJson(coefficientsOf(protocol));
    const stored = data.storedCoefficients.get(protocol.protocolId);
    if (stored && canonicalJson(JSON.parse(stored)) === next) continue;
    ids.push(protocol.protocolId);
    values.push(next);
  }
  if (ids.length === 0) return false;
  await executor.execute(sql`
    update protocols p set coefficients = u.c::jsonb,
      male_significance_ratio = (u.c::jsonb -> 'male' ->> 'significanceRatio')::numeric,
      male_representation_ratio = (u.c::jsonb -> 'male' ->> 'representationRatio')::numeric,
      female_significance_ratio = (u.c::jsonb -> 'female' ->> 'significanceRatio')::numeric,
      female_representation_ratio = (u.c::jsonb -> 'female' ->> 'representationRatio')::numeric
    from unnest(${sql.param(ids)}::int[], ${sql.param(values)}::text[]) as u(id, c)
    where p.id = u.id`);
  return true;
};

/**
 * Writes one season's outcome: changed result points, the F and Q of each protocol, the national
 * table (the season's organizer and series tables are marked outdated, to be computed again when read),
 * and the season's update time. The caller runs it inside the season's transaction.
 */
export const writeSeasonScores = async (
  executor: Executor,
  year: number,
  scored: readonly ScoredProtocol[],
  national: readonly StandingsRow[],
  data: SeasonData,
  options: { checkpoint: boolean } = { checkpoint: true },
): Promise<{ changedResults: number; writePhases: WritePhases }> => {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const changed = changedResults(scored, data);
  await writeResults(executor, changed);
  const coefficientsChanged = await writeCoefficients(executor, scored, data);
  const resultsMs = lap();
  // Changed results or coefficients move the table; otherwise it is compared with the stored one.
  const rewriteTable =
    changed.length > 0 ||
    coefficientsChanged ||
    packNationalStandings(national) !== (await loadStoredNationalStandings(executor, year));
  if (rewriteTable) await replaceStandings(executor, year, national);
  const tableMs = lap();
  await writeRatingGains(executor, year, scored, data.participants, data.from?.day);
  const gainsMs = lap();
  const checkpoint = options.checkpoint ? checkpointAfter(scored, data.participants, data.from) : null;
  // Started from the stored checkpoint and leaving one of the same day: it holds the same tallies
  // (nothing before its day was scored), so its 33,000 records are not packed and written again.
  const checkpointStays =
    checkpoint !== null && data.from?.fromCheckpoint === true && checkpoint.day === data.from.day;
  const season = {
    updateDate: new Date(),
    isStale: false,
    staleFrom: null,
    ...(checkpointStays
      ? {}
      : {
          checkpointDay: checkpoint?.day ?? null,
          checkpoint: checkpoint ? packCheckpoint(checkpoint.tallies) : null,
        }),
  };
  await executor
    .insert(seasons)
    .values({ year, ...season })
    .onConflictDoUpdate({ target: seasons.year, set: season });
  return { changedResults: changed.length, writePhases: { resultsMs, tableMs, gainsMs, seasonMs: lap() } };
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
