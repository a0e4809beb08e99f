import { DISCIPLINE_FAMILIES } from '@velo/contracts/constants';
import {
  DEFAULT_SKILL_PARAMETERS,
  dayNumber,
  displayedSkill,
  entriesBySlot,
  replayPacked,
  settledUntil,
  skillKey,
  type PackedOutcome,
  type PackedRaces,
  type SkillStart,
} from '@velo/skill';
import type { Executor } from '../../db/database.js';
import { entryText, historyBefore } from './history-text.js';
import {
  loadSkillRaces,
  loadStoredSkill,
  lockSkillRecalculation,
  markSkillComputed,
  readSkillState,
  skillStateVersion,
  writeSkillDifference,
  type SkillRow,
  type StoredSkillRow,
} from './skill-repository.js';
import type { SkillRecalculation, SkillRecalculationMode } from '../../ports/rating.js';

const parameters = DEFAULT_SKILL_PARAMETERS;

const rowOf = (start: Omit<SkillRow, 'display' | 'settledUntil'>): SkillRow => ({
  ...start,
  display: displayedSkill(start.mu, start.sigma, parameters),
  settledUntil: settledUntil(start.races, start.sigma, start.lastDay, parameters),
});

/** The replayed riders' rows: each one the races rated, its history the start's text and the new races. */
const changedRows = (outcome: PackedOutcome, startHistory: readonly string[]): SkillRow[] => {
  const { offset, order } = entriesBySlot(outcome);
  const rows: SkillRow[] = [];
  for (let slot = 0; slot < outcome.riders; slot += 1) {
    if (!outcome.changed[slot]) continue;
    const parts: string[] = [];
    const kept = slot < startHistory.length ? startHistory[slot]! : '';
    if (kept !== '') parts.push(kept);
    for (let i = offset[slot]!; i < offset[slot + 1]!; i += 1) {
      const e = order[i]!;
      parts.push(
        entryText(
          outcome.entryProtocol[e]!,
          outcome.entryDay[e]!,
          outcome.entryMu[e]!,
          outcome.entrySigma[e]!,
        ),
      );
    }
    rows.push(
      rowOf({
        participantId: outcome.participantId[slot]!,
        family: DISCIPLINE_FAMILIES[outcome.family[slot]!]!,
        mu: outcome.mu[slot]!,
        sigma: outcome.sigma[slot]!,
        races: outcome.races[slot]!,
        lastDay: outcome.lastDay[slot]!,
        history: parts.join(';'),
      }),
    );
  }
  return rows;
};

/** What a recalculation reads: the state it starts from, the races to replay, the stored ratings. */
type SkillRead = {
  version: string | null;
  generation: number;
  fromDay: string | null;
  races: PackedRaces;
  stored: Map<number, StoredSkillRow>;
};

/**
 * Reads what a recalculation needs; `chunked` a few protocols and a range of riders a query (outside a
 * transaction, readers' queries go between them).
 */
const readSkill = async (
  executor: Executor,
  mode: SkillRecalculationMode,
  chunked: boolean,
): Promise<SkillRead> => {
  const version = await skillStateVersion(executor);
  const state = await readSkillState(executor);
  const fromDay = mode.full ? null : state.isStale ? state.staleFrom : null;
  const races = await loadSkillRaces(executor, fromDay, chunked ? { protocolsPerQuery: 50 } : {});
  const stored = await loadStoredSkill(
    executor,
    fromDay,
    [...new Set(races.participantId)],
    chunked ? { participantsPerQuery: 5_000 } : {},
  );
  return { version, generation: state.generation, fromDay, races, stored };
};

/** The engine's replay of the races, in this thread (the tests wrap it). */
export type ReplaySkill = (
  ...args: Parameters<typeof replayPacked>
) => ReturnType<typeof replayPacked> | Promise<ReturnType<typeof replayPacked>>;

/** The replay: the rows to write over the stored ones they replace (pure work on plain values). */
const computeSkill = async ({ fromDay, races, stored }: SkillRead, replay: ReplaySkill) => {
  const start: SkillStart[] = [];
  // The stored history each start rider keeps (its text, cut back to before the first day).
  const startHistory: string[] = [];
  /** Riders cut back by the first day: written as cut, unless the races rate them again. */
  const cutBack: SkillRow[] = [];
  const removed: { participantId: number; family: SkillRow['family'] }[] = [];
  if (fromDay !== null) {
    const day = dayNumber(fromDay);
    for (const row of stored.values()) {
      const rider = { participantId: row.participant_id, family: row.family };
      if (row.last_day < day) {
        start.push({ ...rider, mu: row.mu, sigma: row.sigma, races: row.races, lastDay: row.last_day });
        startHistory.push(row.history);
        continue;
      }
      const before = historyBefore(row.history, day);
      if (before === null) {
        removed.push(rider);
        continue;
      }
      const cut = {
        ...rider,
        mu: before.mu,
        sigma: before.sigma,
        races: before.races,
        lastDay: before.lastDay,
      };
      start.push(cut);
      startHistory.push(before.text);
      cutBack.push(rowOf({ ...cut, history: before.text }));
    }
  }
  const outcome = await replay(races, start, parameters);
  const written = new Map<number, SkillRow>();
  for (const row of cutBack) written.set(skillKey(row.participantId, row.family), row);
  for (const row of changedRows(outcome, startHistory))
    written.set(skillKey(row.participantId, row.family), row);
  // A full recalculation replaces every stored rating; one from a day those it wrote or removed.
  const gone = new Set(removed.map((rider) => skillKey(rider.participantId, rider.family)));
  const replaced =
    fromDay === null
      ? [...stored.values()]
      : [...stored.entries()].filter(([key]) => written.has(key) || gone.has(key)).map(([, row]) => row);
  return {
    rows: [...written.values()],
    replaced,
    removed: removed.filter((rider) => !written.has(skillKey(rider.participantId, rider.family))).length,
  };
};

/** What a recalculation answers: what it read, replayed and wrote, and its times (ms) to now. */
const summaryOf = (
  read: SkillRead,
  computed: Awaited<ReturnType<typeof computeSkill>>,
  writes: SkillRecalculation['writes'],
  times: { started: number; readMs: number; computeMs: number; writing: number },
): SkillRecalculation => {
  const done = performance.now();
  return {
    fromDay: read.fromDay,
    races: read.races.count,
    results: read.races.participantId.length,
    written: computed.rows.length,
    removed: computed.removed,
    writes,
    ms: Math.round(done - times.started),
    phases: {
      readMs: Math.round(times.readMs),
      computeMs: Math.round(times.computeMs),
      writeMs: Math.round(done - times.writing),
    },
  };
};

/** Rows a statement when the ratings are written in pieces: about a tenth of a second on PGlite. */
const ROWS_PER_PIECE = 1_000;

/** The recalculation running on each database, when it writes in pieces (no lock of the database's holds them apart). */
const running = new WeakMap<object, Promise<unknown>>();

/** Runs `work` after the recalculation already running on `db`, if any (one process: PGlite's). */
const oneAtATime = <T>(db: Executor, work: () => Promise<T>): Promise<T> => {
  const before = running.get(db) ?? Promise.resolve();
  const mine = before.then(work, work);
  running.set(
    db,
    mine.catch(() => undefined),
  );
  return mine;
};

/**
 * The recalculation where a transaction would hold every other query (PGlite, one session): read,
 * replayed and written with no transaction open, the write `ROWS_PER_PIECE` rows a statement, so
 * readers' queries go between them. Readers see some riders' new numbers beside others' old ones
 * while it writes (seconds after a protocol early in a season; the answers showing the skill are
 * dropped when it ends, skill-job.ts). Results changed meanwhile (a mark of the skill state) are
 * written over by the next recalculation: the state stays stale, as `markSkillComputed` clears it only
 * at the generation read, and that one starts from the earlier of the two days, cutting each rider
 * back by its own history, which the rows written here keep whole. So it neither retries nor falls
 * back to a transaction: each run moves the ratings on, however often results change.
 */
const recalculateInPieces = async (
  db: Executor,
  mode: SkillRecalculationMode,
  replay: ReplaySkill,
  started: number,
): Promise<SkillRecalculation> => {
  const reading = performance.now();
  const read = await readSkill(db, mode, true);
  const computing = performance.now();
  const computed = await computeSkill(read, replay);
  const writing = performance.now();
  const writes = await writeSkillDifference(db, computed.replaced, computed.rows, {
    rowsPerStatement: ROWS_PER_PIECE,
  });
  await markSkillComputed(db, read.generation);
  return summaryOf(read, computed, writes, {
    started,
    readMs: computing - reading,
    computeMs: writing - computing,
    writing,
  });
};

/**
 * How many times the skill rating is read and replayed outside its write transaction before it is
 * inside it: each try ends when a result changed (the state was marked) meanwhile.
 */
const OPTIMISTIC_TRIES = 2;

/**
 * Recalculates the skill rating (issue 39): readers see the old ratings or the new ones, written in one
 * transaction. From the first race day marked changed (skill_state.stale_from) when there is one: the
 * riders who raced on that day or later are cut back to the day before (their stored history says how
 * they stood), and the races from that day on are replayed over them; otherwise, or with `full`, every
 * race since 2018.
 *
 * Only the writing holds a transaction: the results and the stored ratings are read query by query and
 * replayed with none open, then what differs from the stored ratings is written under the lock, when
 * the skill state's row is at the version they were read at (every change of a result marks it, and
 * every recalculation's write writes it); otherwise they are read again. On PGlite, one session for
 * every query, readers no longer wait 10–20 s for the rating after each upload (issue 35). After
 * `OPTIMISTIC_TRIES`, everything runs inside the write transaction, as it always did. Where it runs
 * (this thread or the rating runner's) is the caller's choice.
 *
 * With `inPieces` (the rating runner's choice on PGlite) no transaction at all: `recalculateInPieces`.
 */
export const recalculateSkill = async (
  db: Executor,
  mode: SkillRecalculationMode = {},
  replay: ReplaySkill = replayPacked,
): Promise<SkillRecalculation> => {
  const started = performance.now();
  /** Writes what was computed from `read`, in `tx`; null when the state moved since it was read. */
  const writeIfUnchanged = async (
    tx: Executor,
    read: SkillRead,
    ms: { readMs: number; computeMs: number },
    computed: Awaited<ReturnType<typeof computeSkill>>,
  ) => {
    await lockSkillRecalculation(tx);
    if ((await skillStateVersion(tx)) !== read.version) return null;
    const writing = performance.now();
    const writes = await writeSkillDifference(tx, computed.replaced, computed.rows);
    await markSkillComputed(tx, read.generation);
    return summaryOf(read, computed, writes, { started, ...ms, writing });
  };
  if (mode.inPieces) return oneAtATime(db, () => recalculateInPieces(db, mode, replay, started));
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt += 1) {
    const reading = performance.now();
    const read = await readSkill(db, mode, true);
    if ((await skillStateVersion(db)) !== read.version) continue;
    const computing = performance.now();
    const computed = await computeSkill(read, replay);
    const ms = { readMs: computing - reading, computeMs: performance.now() - computing };
    const done = await db.transaction((tx) => writeIfUnchanged(tx, read, ms, computed));
    if (done) return done;
  }
  // One recalculation at a time, also across server processes: the lock comes first here.
  return db.transaction(async (tx) => {
    await lockSkillRecalculation(tx);
    const reading = performance.now();
    const read = await readSkill(tx, mode, false);
    const computing = performance.now();
    const computed = await computeSkill(read, replay);
    const ms = { readMs: computing - reading, computeMs: performance.now() - computing };
    return (await writeIfUnchanged(tx, read, ms, computed))!;
  });
};
