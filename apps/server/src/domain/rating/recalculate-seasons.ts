import { eq, sql } from 'drizzle-orm';
import { recalculateSeason } from '@velo/rating';
import { engineOf, type Database, type Executor } from '../../db/database.js';
import { seasons } from '../../db/schema/index.js';
import { loadSeason, yearsWithProtocols } from './season-repository.js';
import type { ParticipantCache } from './season-riders.js';
import { noteChanges } from '../../infra/changes.js';
import { reportRecalculation } from '../../infra/metrics.js';
import { ratingThreadOf } from './rating-thread.js';
import { writeSeasonScores, type ScoresReach, type WritePhases } from './write-season-scores.js';

export type SeasonRecalculation = {
  year: number;
  /** The first race day recalculated when the days before it were kept (an incremental recalculation). */
  fromDay: string | null;
  protocols: number;
  results: number;
  changedResults: number;
  /** The protocols and riders whose points or places moved (the read path drops their answers). */
  reach: ScoresReach;
  ms: number;
  /** Where the time went: reading the season, the engine, writing what changed (ms), and within the write. */
  phases: { readMs: number; computeMs: number; writeMs: number; write: WritePhases };
};

export type RecalculationMode = {
  /**
   * Start at the first race day that changed since the last recalculation (seasons.stale_from), when
   * the season records one: the days before it are as that recalculation left them (rating.md: a
   * protocol's Q reads only earlier days). Otherwise, and always without this flag, the whole season.
   */
  fromChangedDay?: boolean;
  /**
   * Leave the season's checkpoint (season-checkpoint.ts); on by default. A recalculation of several
   * seasons leaves it for the newest only: the others rarely get a protocol, and a first one sums
   * their season as before and leaves a checkpoint then (a tenth of a second per season saved).
   */
  checkpoint?: boolean;
};

/** The day an incremental recalculation of the season may start at, or null for the whole season. */
const changedDayOf = async (tx: Executor, year: number): Promise<string | null> => {
  const [season] = await tx
    .select({ isStale: seasons.isStale, staleFrom: seasons.staleFrom, updateDate: seasons.updateDate })
    .from(seasons)
    .where(eq(seasons.year, year));
  // Never recalculated: nothing before the day is stored yet.
  if (!season?.isStale || !season.staleFrom || !season.updateDate) return null;
  return season.staleFrom > `${year}-01-01` && season.staleFrom <= `${year}-12-31` ? season.staleFrom : null;
};

/**
 * Recalculates one season in one transaction: readers see the old standings or the new ones, never
 * half a season (rating.md "Recalculation").
 */
export const recalculateSeasonInDatabase = async (
  db: Database,
  year: number,
  participants: ParticipantCache = {},
  mode: RecalculationMode = {},
): Promise<SeasonRecalculation> => {
  // On PostgreSQL, in the rating thread (rating-thread.ts): the main thread keeps answering.
  const thread = ratingThreadOf(db);
  const done = thread
    ? await thread.recalculate(year, mode)
    : await recalculateHere(db, year, participants, mode);
  // The season's answers go, and those of the protocols and riders whose points or places moved.
  noteChanges({ season: [year], protocol: done.reach.protocols, rider: done.reach.riders });
  reportRecalculation(done.ms);
  return done;
};

const recalculateHere = async (
  db: Database,
  year: number,
  participants: ParticipantCache,
  mode: RecalculationMode,
): Promise<SeasonRecalculation> => {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // One recalculation of a season at a time, also across server processes.
    await tx.execute(sql`select pg_advisory_xact_lock(7401, ${year})`);
    const fromDay = mode.fromChangedDay ? await changedDayOf(tx, year) : null;
    const read = performance.now();
    const data = await loadSeason(tx, year, participants, fromDay ?? undefined);
    const computed = performance.now();
    const outcome = recalculateSeason({
      season: year,
      protocols: data.protocols,
      participants: data.participants,
      adjustments: data.adjustments,
      ...(data.from ? { from: data.from } : {}),
    });
    const writing = performance.now();
    const options = { checkpoint: mode.checkpoint ?? true };
    const written = await writeSeasonScores(tx, year, outcome.protocols, outcome.standings, data, options);
    return {
      year,
      fromDay: data.from?.day ?? null,
      protocols: data.protocols.length,
      results: data.storedResults.size,
      changedResults: written.changedResults,
      reach: written.reach,
      ms: Math.round(performance.now() - started),
      phases: {
        readMs: Math.round(computed - read),
        computeMs: Math.round(writing - computed),
        writeMs: Math.round(performance.now() - writing),
        write: written.writePhases,
      },
    };
  });
};

/** How many seasons a recalculation of several runs at once on PostgreSQL. */
const SEASONS_AT_ONCE = 2;

/**
 * Recalculates the given seasons (all seasons with protocols when none are given), reporting
 * progress after each; the answer is in the order of the years.
 */
export const recalculateSeasons = async (
  db: Database,
  years?: number[],
  onProgress?: (done: number, total: number, last: SeasonRecalculation) => Promise<void> | void,
  mode: RecalculationMode = {},
): Promise<SeasonRecalculation[]> => {
  const targets = years?.length ? [...new Set(years)].sort() : await yearsWithProtocols(db);
  const done: SeasonRecalculation[] = [];
  const participants: ParticipantCache = {};
  const newest = Math.max(...targets);
  const recalculate = async (year: number) => {
    const season = await recalculateSeasonInDatabase(db, year, participants, {
      ...mode,
      checkpoint: year === newest,
    });
    done.push(season);
    await onProgress?.(done.length, targets.length, season);
  };
  // On PostgreSQL two seasons at once, each in its own transaction under its own season lock: the
  // database reads and writes one while this process scores the other (two cores; one at a time left
  // one of them idle). The first season goes alone and reads the riders the others then share.
  // PGlite runs in this thread: one at a time.
  const atOnce = engineOf(db) === 'postgres' ? SEASONS_AT_ONCE : 1;
  const queue = [...targets];
  if (queue.length > 1 && atOnce > 1) await recalculate(queue.shift()!);
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let year = queue.shift(); year !== undefined; year = queue.shift()) await recalculate(year);
    }),
  );
  done.sort((a, b) => a.year - b.year);
  // The planner needs fresh statistics after tables were rewritten (PGlite has no autovacuum).
  if (done.length > 1) await db.execute(sql`analyze standings, protocols`);
  return done;
};

/** The season (year) of a race day, YYYY-MM-DD. */
export const seasonOf = (day: string): number => Number(day.slice(0, 4));

/** The years a season may be asked for; any other answers 400 «не валидный год». */
export const isSeasonYear = (year: number): boolean => Number.isInteger(year) && year >= 2000 && year <= 2100;

/** Marks whole seasons stale: something changed that may move any of their points. */
export const markSeasonsStale = async (executor: Executor, years: number[]): Promise<void> => {
  if (years.length === 0) return;
  await executor
    .insert(seasons)
    .values(years.map((year) => ({ year, isStale: true, staleFrom: null })))
    .onConflictDoUpdate({
      target: seasons.year,
      set: { isStale: true, staleFrom: null, checkpointDay: null, checkpoint: null },
    });
};

/**
 * Marks a season stale from a race day on: a protocol of that day was created or deleted, so the days
 * before it keep their points. Stale already, the season keeps the earlier of the two days (none =
 * the whole season, which stays so). A checkpoint after the day no longer holds and is cleared.
 */
export const markSeasonStaleFrom = async (executor: Executor, day: string): Promise<void> => {
  await executor.execute(sql`
    insert into seasons (year, is_stale, stale_from) values (${seasonOf(day)}, true, ${day})
    on conflict (year) do update set is_stale = true,
      stale_from = case
        when not seasons.is_stale then excluded.stale_from
        when seasons.stale_from is null then null
        else least(seasons.stale_from, excluded.stale_from)
      end,
      checkpoint_day = case when excluded.stale_from < seasons.checkpoint_day then null else seasons.checkpoint_day end,
      checkpoint = case when excluded.stale_from < seasons.checkpoint_day then null else seasons.checkpoint end`);
};
