import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import {
  lacksRiders,
  unpackSeason,
  withRiders,
  type SeasonData,
  type SeasonRiders,
  type SeasonRows,
} from './season-data.js';
import {
  loadSeason,
  loadStoredNationalStandings,
  readSeasonRows,
  yearsWithProtocols,
} from './season-repository.js';
import { rankedRiders, type ParticipantCache } from './season-riders.js';
import { changedDayOf, lockSeasonRecalculation, seasonVersion } from './season-state-repository.js';
import { scoreSeason, type SeasonScores } from './score-season.js';
import {
  stageNationalTable,
  tableToStage,
  writeSeasonScores,
  type StagedTable,
} from './write-season-scores.js';
import { dropNationalSlot, nationalSlotOf, otherSlot } from './national-table-repository.js';
import type {
  RecalculationMode,
  RecalculationProgress,
  ScoresReach,
  SeasonRecalculation,
  WritePhases,
} from '../../ports/rating.js';

/*
 * The work of recalculating seasons: read a season, score it with the engine, write what changed, in
 * one transaction per season. It knows no thread: rating-runner.ts decides where it runs, and may
 * hand the scoring to another thread (`ScoreSeason`).
 */

// Where the rest of the server marks seasons stale: the names it has always imported from here.
export { markSeasonsStale, markSeasonStaleFrom, seasonOf } from './season-state-repository.js';

const summaryOf = (
  year: number,
  fromDay: string | null,
  scores: SeasonScores,
  written: { changedResults: number; writePhases: WritePhases; reach: ScoresReach },
  ms: { started: number; readMs: number; writeMs: number; stageMs?: number },
): SeasonRecalculation => ({
  year,
  fromDay,
  protocols: scores.protocols,
  results: scores.results,
  changedResults: written.changedResults,
  reach: written.reach,
  ms: Math.round(performance.now() - ms.started),
  phases: {
    readMs: Math.round(ms.readMs),
    computeMs: scores.computeMs,
    writeMs: Math.round(ms.writeMs),
    stageMs: Math.round(ms.stageMs ?? 0),
    write: written.writePhases,
  },
});

/**
 * A season as read: its rows with the riders, its stored national table and the slot it is under, and
 * the version of its row they were read at.
 */
type SeasonSnapshot = {
  version: string | null;
  data: SeasonData;
  storedTable?: string;
  slot?: number;
  readMs: number;
};

/**
 * How many protocols' rows a read outside a transaction asks for at a time (a season has ~800 on the
 * large dataset, ~200 rows each): on PGlite a reader's query waits for one such query at most, tenths
 * of a second, instead of the season's whole read.
 */
const PROTOCOLS_PER_QUERY = 50;

/**
 * Reads a season for a recalculation outside its write transaction: query by query, readers' queries
 * going between them, the version of the season's row before and after. Null when the version moved
 * meanwhile: what was read may mix two states of the season.
 */
const readSeasonAhead = async (
  db: Database,
  year: number,
  participants: ParticipantCache,
  mode: RecalculationMode,
): Promise<SeasonSnapshot | null> => {
  const read = performance.now();
  const version = await seasonVersion(db, year);
  const fromDay = mode.fromChangedDay ? await changedDayOf(db, year) : null;
  const data = await loadSeason(db, year, participants, fromDay ?? undefined, {
    protocolsPerQuery: PROTOCOLS_PER_QUERY,
  });
  const slot = await nationalSlotOf(db, year);
  const storedTable = await loadStoredNationalStandings(db, year);
  if ((await seasonVersion(db, year)) !== version) return null;
  return { version, data, storedTable, slot, readMs: performance.now() - read };
};

/** Reads a season inside its write transaction, under its lock. */
const readSeasonLocked = async (
  tx: Executor,
  year: number,
  participants: ParticipantCache,
  mode: RecalculationMode,
): Promise<SeasonSnapshot> => {
  const read = performance.now();
  const fromDay = mode.fromChangedDay ? await changedDayOf(tx, year) : null;
  const data = await loadSeason(tx, year, participants, fromDay ?? undefined);
  return { version: null, data, readMs: performance.now() - read };
};

/**
 * How many times a season is read and scored outside its write transaction before it is inside it:
 * each try ends when something changed the season meanwhile.
 */
const OPTIMISTIC_TRIES = 2;

/** The engine on a season read and unpacked, in this thread (the tests wrap it). */
export type ScoreSeasonData = (
  data: SeasonData,
  year: number,
  options: { checkpoint: boolean },
) => SeasonScores | Promise<SeasonScores>;

/**
 * Recalculates one season in this thread. Readers see the old standings or the new ones, never half
 * a season (rating.md "Recalculation"): what is written is written in one transaction.
 *
 * Only the writing holds a transaction. The season is read query by query and scored with none open,
 * then written in a short transaction under the season's lock, taken only when the season's row is
 * at the version it was read at: everything that changes what a recalculation reads marks the season
 * stale, which writes a new version of the row, and so does another recalculation's write. Otherwise
 * it is read and scored again. On PGlite, one session for every query, readers' queries and
 * organizers' writes no longer wait for the season's reading and scoring (issue 35); on PostgreSQL no
 * lock is held meanwhile. After `OPTIMISTIC_TRIES` the season is read and scored inside its write
 * transaction, as it always was, so a season changed again and again still ends.
 */
export const recalculateSeasonInDatabase = (
  db: Database,
  year: number,
  participants: ParticipantCache = {},
  mode: RecalculationMode = {},
  score: ScoreSeasonData = scoreSeason,
): Promise<SeasonRecalculation> =>
  inSeasonTurn(db, year, () => recalculateSeasonNow(db, year, participants, mode, score));

/**
 * The recalculations of one season by this process, one after another, per database: two at once
 * would write their new national tables under the same slot beside the current one.
 */
const seasonTurns = new WeakMap<Database, Map<number, Promise<unknown>>>();

const inSeasonTurn = async <T>(db: Database, year: number, work: () => Promise<T>): Promise<T> => {
  let turns = seasonTurns.get(db);
  if (!turns) {
    turns = new Map();
    seasonTurns.set(db, turns);
  }
  const before = turns.get(year) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.then(
    () => {},
    () => {},
  );
  turns.set(year, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(year) === settled) turns.delete(year);
  }
};

/**
 * With `mode.stageTablesFrom`, a new national table rewritten whole is written under the other slot
 * before the write transaction, which then only makes it current; the table it replaced (or the new
 * one, when the season changed meanwhile and the transaction wrote nothing) is deleted after it, in
 * pieces. Readers of the national table read the current slot only (national-table-repository.ts).
 */
const recalculateSeasonNow = async (
  db: Database,
  year: number,
  participants: ParticipantCache,
  mode: RecalculationMode,
  score: ScoreSeasonData,
): Promise<SeasonRecalculation> => {
  const started = performance.now();
  const checkpoint = mode.checkpoint ?? true;
  const write = async (tx: Executor, snapshot: SeasonSnapshot, scores: SeasonScores, staged?: Staged) => {
    const writing = performance.now();
    const written = await writeSeasonScores(tx, year, scores, snapshot.storedTable, staged?.table);
    return summaryOf(year, snapshot.data.from?.day ?? null, scores, written, {
      started,
      readMs: snapshot.readMs,
      writeMs: performance.now() - writing,
      stageMs: staged?.ms ?? 0,
    });
  };
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt += 1) {
    const snapshot = await readSeasonAhead(db, year, participants, mode);
    if (!snapshot) continue;
    const scores = await score(snapshot.data, year, { checkpoint });
    const staged = await stageIfLarge(db, year, snapshot, scores, mode);
    const done = await db.transaction(async (tx) => {
      await lockSeasonRecalculation(tx, year);
      return (await seasonVersion(tx, year)) === snapshot.version
        ? write(tx, snapshot, scores, staged)
        : null;
    });
    if (staged) {
      // The table no longer current: the one replaced, or the one just written when the season moved.
      const dropping = performance.now();
      await dropNationalSlot(db, year, done ? snapshot.slot! : staged.table.slot);
      if (done) done.phases.stageMs += Math.round(performance.now() - dropping);
    }
    if (done) return done;
  }
  return db.transaction(async (tx) => {
    await lockSeasonRecalculation(tx, year);
    const snapshot = await readSeasonLocked(tx, year, participants, mode);
    return write(tx, snapshot, await score(snapshot.data, year, { checkpoint }));
  });
};

/** A national table written beside the current one, and how long that took. */
type Staged = { table: StagedTable; ms: number };

/** Writes the new national table under the other slot when `mode` asks for it and the table is large. */
const stageIfLarge = async (
  db: Database,
  year: number,
  snapshot: SeasonSnapshot,
  scores: SeasonScores,
  mode: RecalculationMode,
): Promise<Staged | undefined> => {
  if (mode.stageTablesFrom === undefined || snapshot.storedTable === undefined || snapshot.slot === undefined)
    return undefined;
  const table = tableToStage(scores, snapshot.storedTable, mode.stageTablesFrom);
  if (!table) return undefined;
  const staging = performance.now();
  const slot = otherSlot(snapshot.slot);
  // Rows left there by a process stopped while it wrote them.
  await dropNationalSlot(db, year, slot);
  await stageNationalTable(db, year, slot, scores.nationalRows);
  return { table: { slot, table }, ms: performance.now() - staging };
};

/** The seasons asked for, in year order, or every season with protocols. */
const seasonsToRecalculate = async (db: Database, years: number[] | undefined): Promise<number[]> =>
  years?.length ? [...new Set(years)].sort() : yearsWithProtocols(db);

/** The planner needs fresh statistics after tables were rewritten (PGlite has no autovacuum). */
const analyzeRewritten = async (db: Database, done: SeasonRecalculation[]) => {
  if (done.length > 1) await db.execute(sql`analyze standings, protocols`);
};

/**
 * Recalculates the given seasons (all seasons with protocols when none are given) in this thread,
 * `atOnce` at a time, reporting progress after each; the answer is in the order of the years.
 * `recalculate` runs one season (this thread's `recalculateSeasonInDatabase` unless given).
 */
export const recalculateSeasons = async (
  db: Database,
  years?: number[],
  onProgress?: RecalculationProgress,
  mode: RecalculationMode = {},
  options: {
    atOnce?: number;
    recalculate?: (
      year: number,
      mode: RecalculationMode,
      participants: ParticipantCache,
    ) => Promise<SeasonRecalculation>;
  } = {},
): Promise<SeasonRecalculation[]> => {
  const targets = await seasonsToRecalculate(db, years);
  const done: SeasonRecalculation[] = [];
  const participants: ParticipantCache = {};
  const newest = Math.max(...targets);
  const one =
    options.recalculate ??
    ((year: number, seasonMode: RecalculationMode, cache: ParticipantCache) =>
      recalculateSeasonInDatabase(db, year, cache, seasonMode));
  const recalculate = async (year: number) => {
    const season = await one(year, { ...mode, checkpoint: year === newest }, participants);
    done.push(season);
    await onProgress?.(done.length, targets.length, season);
  };
  // Several at once, each in its own transaction under its own season lock: the database reads and
  // writes one while this process scores the other. The first season goes alone and reads the riders
  // the others then share.
  const atOnce = options.atOnce ?? 1;
  const queue = [...targets];
  if (queue.length > 1 && atOnce > 1) await recalculate(queue.shift()!);
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let year = queue.shift(); year !== undefined; year = queue.shift()) await recalculate(year);
    }),
  );
  done.sort((a, b) => a.year - b.year);
  await analyzeRewritten(db, done);
  return done;
};

export type ScoreOptions = {
  /** Leave the season's checkpoint (`RecalculationMode.checkpoint`). */
  checkpoint: boolean;
  /**
   * The riders were read for several seasons and may lack one added since: answer null then, and
   * the caller reads them again. Riders just read are taken as they are.
   */
  ridersMayLack: boolean;
};

/**
 * Scores a season's rows with the riders given, wherever the runner has it done; null when the
 * riders lack one the season names and `ridersMayLack`.
 */
export type ScoreSeason = (
  rows: SeasonRows,
  riders: SeasonRiders,
  options: ScoreOptions,
) => Promise<SeasonScores | null>;

/** `ScoreSeason` in this thread (and in the rating thread's worker, which calls it there). */
export const scoreSeasonRows: ScoreSeason = async (rows, riders, options) => {
  const season = unpackSeason(rows);
  if (options.ridersMayLack && lacksRiders(season, riders)) return null;
  return scoreSeason(withRiders(season, riders), rows.year, options);
};

/** A season read and handed to the engine, not written yet. */
type ReadSeason = {
  year: number;
  /** The version of the season's row it was read at (`seasonVersion`). */
  version: string | null;
  rows: SeasonRows;
  scores: Promise<SeasonScores | null>;
  readMs: number;
};

/**
 * Recalculates the given seasons (all with protocols when none are given) with the engine in another
 * thread (`score`), so that this thread's reading and writing overlap its scoring: while the engine
 * scores a season, this thread reads the next one and writes the previous one. For PGlite, whose
 * database runs one transaction at a time in this thread.
 *
 * Each season is still written in one transaction of its own, under its lock. The next season is read
 * in the previous one's transaction, ahead of its own: its transaction takes it only when the season's
 * row is at the same version (`seasonVersion`), that is when nothing marked the season stale in
 * between; otherwise it reads the season again. The riders are read once for all the seasons, as
 * `recalculateSeasons` reads them, and again when a season names one they lack.
 */
export const recalculateSeasonsOverlapped = async (
  db: Database,
  score: ScoreSeason,
  years?: number[],
  onProgress?: RecalculationProgress,
  mode: RecalculationMode = {},
): Promise<SeasonRecalculation[]> => {
  const targets = await seasonsToRecalculate(db, years);
  const newest = Math.max(...targets);
  const cache: ParticipantCache = {};
  const done: SeasonRecalculation[] = [];
  const read = async (tx: Executor, year: number): Promise<ReadSeason> => {
    const started = performance.now();
    const version = await seasonVersion(tx, year);
    const fromDay = mode.fromChangedDay ? await changedDayOf(tx, year) : null;
    const rows = await readSeasonRows(tx, year, fromDay ?? undefined);
    const riders = await rankedRiders(tx, [], cache);
    const scores = score(rows, riders, { checkpoint: year === newest, ridersMayLack: true });
    // Its transaction may fail before it is awaited; the failure is that transaction's.
    scores.catch(() => {});
    return { year, version, rows, scores, readMs: performance.now() - started };
  };
  let ahead: ReadSeason | null = null;
  for (const [index, year] of targets.entries()) {
    const started = performance.now();
    const season = await db.transaction(async (tx) => {
      await lockSeasonRecalculation(tx, year);
      const current =
        ahead?.year === year && ahead.version === (await seasonVersion(tx, year))
          ? ahead
          : await read(tx, year);
      ahead = null;
      const nextYear = targets[index + 1];
      if (nextYear !== undefined) ahead = await read(tx, nextYear);
      let scores = await current.scores;
      if (scores === null) {
        // A rider added since the riders were read: read them again, and score the season again.
        cache.rows = undefined;
        const riders = await rankedRiders(tx, [], cache);
        scores = (await score(current.rows, riders, { checkpoint: year === newest, ridersMayLack: false }))!;
      }
      const writing = performance.now();
      const written = await writeSeasonScores(tx, year, scores);
      return summaryOf(year, current.rows.from?.day ?? null, scores, written, {
        started,
        readMs: current.readMs,
        writeMs: performance.now() - writing,
      });
    });
    done.push(season);
    await onProgress?.(done.length, targets.length, season);
  }
  await analyzeRewritten(db, done);
  return done;
};
