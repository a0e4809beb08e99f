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
  replaceSkillRatings,
  writeSkillRatings,
  type SkillRow,
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

/**
 * Recalculates the skill rating (issue 39) in one transaction: readers see the old ratings or the new
 * ones. From the first race day marked changed (skill_state.stale_from) when there is one: the riders
 * who raced on that day or later are cut back to the day before (their stored history says how they
 * stood), and the races from that day on are replayed over them; otherwise, or with `full`, every race
 * since 2018. Pure work on plain values between one read and one write: where it runs (this thread or
 * the rating runner's) is the caller's choice.
 */
export const recalculateSkill = async (
  db: Executor,
  mode: SkillRecalculationMode = {},
): Promise<SkillRecalculation> => {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // One recalculation at a time, also across server processes.
    await lockSkillRecalculation(tx);
    const state = await readSkillState(tx);
    const fromDay = mode.full ? null : state.isStale ? state.staleFrom : null;
    const races = await loadSkillRaces(tx, fromDay);
    const start: SkillStart[] = [];
    // The stored history each start rider keeps (its text, cut back to before the first day).
    const startHistory: string[] = [];
    /** Riders cut back by the first day: written as cut, unless the races rate them again. */
    const cutBack: SkillRow[] = [];
    const removed: { participantId: number; family: SkillRow['family'] }[] = [];
    if (fromDay !== null) {
      const stored = await loadStoredSkill(tx, fromDay, [...new Set(races.participantId)]);
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
    const computing = performance.now();
    const outcome = replayPacked(races, start, parameters);
    const writing = performance.now();
    const written = new Map<number, SkillRow>();
    for (const row of cutBack) written.set(skillKey(row.participantId, row.family), row);
    for (const row of changedRows(outcome, startHistory))
      written.set(skillKey(row.participantId, row.family), row);
    const rows = [...written.values()];
    // A rider cut back to nothing who raced again is written anew (deleted first like every other).
    const writes =
      fromDay === null
        ? await replaceSkillRatings(tx, rows)
        : await writeSkillRatings(tx, rows, [...removed, ...rows]);
    await markSkillComputed(tx, state.generation);
    const done = performance.now();
    return {
      fromDay,
      races: races.count,
      results: races.participantId.length,
      written: rows.length,
      removed: removed.filter((rider) => !written.has(skillKey(rider.participantId, rider.family))).length,
      writes,
      ms: Math.round(done - started),
      phases: {
        readMs: Math.round(computing - started),
        computeMs: Math.round(writing - computing),
        writeMs: Math.round(done - writing),
      },
    };
  });
};
