import { sql } from 'drizzle-orm';
import { recalculateSeason } from '@velo/rating';
import type { Database, Executor } from '../../db/database.js';
import { seasons } from '../../db/schema/index.js';
import { loadSeason, yearsWithProtocols, type ParticipantCache } from './season-repository.js';
import { writeSeasonScores } from './write-season-scores.js';

export type SeasonRecalculation = {
  year: number;
  protocols: number;
  results: number;
  changedResults: number;
  ms: number;
};

/**
 * Recalculates one season in one transaction: readers see the old standings or the new ones, never
 * half a season (rating.md "Recalculation").
 */
export const recalculateSeasonInDatabase = async (
  db: Database,
  year: number,
  participants: ParticipantCache = {},
): Promise<SeasonRecalculation> => {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // One recalculation of a season at a time, also across server processes.
    await tx.execute(sql`select pg_advisory_xact_lock(7401, ${year})`);
    const data = await loadSeason(tx, year, participants);
    const outcome = recalculateSeason({
      season: year,
      protocols: data.protocols,
      participants: data.participants,
      adjustments: data.adjustments,
    });
    const { changedResults } = await writeSeasonScores(tx, year, outcome.protocols, outcome.standings, data);
    return {
      year,
      protocols: data.protocols.length,
      results: data.storedResults.size,
      changedResults,
      ms: Math.round(performance.now() - started),
    };
  });
};

/**
 * Recalculates the given seasons (all seasons with protocols when none are given), reporting
 * progress after each.
 */
export const recalculateSeasons = async (
  db: Database,
  years?: number[],
  onProgress?: (done: number, total: number, last: SeasonRecalculation) => Promise<void> | void,
): Promise<SeasonRecalculation[]> => {
  const targets = years?.length ? [...new Set(years)].sort() : await yearsWithProtocols(db);
  const done: SeasonRecalculation[] = [];
  const participants: ParticipantCache = {};
  for (const year of targets) {
    done.push(await recalculateSeasonInDatabase(db, year, participants));
    await onProgress?.(done.length, targets.length, done[done.length - 1]!);
  }
  // The planner needs fresh statistics after tables were rewritten (PGlite has no autovacuum).
  if (done.length > 1) await db.execute(sql`analyze standings, protocols`);
  return done;
};

/** The season (year) of a race day, YYYY-MM-DD. */
export const seasonOf = (day: string): number => Number(day.slice(0, 4));

/** The years a season may be asked for; any other answers 400 «не валидный год». */
export const isSeasonYear = (year: number): boolean => Number.isInteger(year) && year >= 2000 && year <= 2100;

/** Marks seasons whose protocols changed without a recalculation. */
export const markSeasonsStale = async (executor: Executor, years: number[]): Promise<void> => {
  if (years.length === 0) return;
  await executor
    .insert(seasons)
    .values(years.map((year) => ({ year, isStale: true })))
    .onConflictDoUpdate({ target: seasons.year, set: { isStale: true } });
};
