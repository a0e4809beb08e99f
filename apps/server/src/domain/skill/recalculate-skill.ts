import {
  DEFAULT_SKILL_PARAMETERS,
  dayNumber,
  displayedSkill,
  replaySkill,
  settledUntil,
  skillBefore,
  skillKey,
  type RiderSkill,
} from '@velo/skill';
import type { Database } from '../../db/database.js';
import {
  loadSkillRaces,
  loadStoredSkill,
  lockSkillRecalculation,
  markSkillComputed,
  readSkillState,
  writeSkillRatings,
  type SkillRow,
} from './skill-repository.js';

export type SkillRecalculation = {
  /** The first race day replayed; null for every race (a full recalculation). */
  fromDay: string | null;
  races: number;
  results: number;
  /** Rider-and-family ratings written, and removed (no rated race left). */
  written: number;
  removed: number;
  ms: number;
  phases: { readMs: number; computeMs: number; writeMs: number };
};

/** `full`: every race since 2018, whatever skill_state says. */
export type SkillRecalculationMode = { full?: boolean };

const rowOf = (rider: RiderSkill): SkillRow => ({
  rider,
  display: displayedSkill(rider.mu, rider.sigma, DEFAULT_SKILL_PARAMETERS),
  settledUntil: settledUntil(rider.races, rider.sigma, rider.lastDay, DEFAULT_SKILL_PARAMETERS),
});

/**
 * Recalculates the skill rating (issue 39) in one transaction: readers see the old ratings or the new
 * ones. From the first race day marked changed (skill_state.stale_from) when there is one: the riders
 * who raced on that day or later are cut back to the day before (their stored history says how they
 * stood), and the races from that day on are replayed over them; otherwise, or with `full`, every race
 * since 2018. Pure work on plain values between one read and one write: where it runs (this thread or
 * the rating runner's) is the caller's choice.
 */
export const recalculateSkill = async (
  db: Database,
  mode: SkillRecalculationMode = {},
): Promise<SkillRecalculation> => {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // One recalculation at a time, also across server processes.
    await lockSkillRecalculation(tx);
    const state = await readSkillState(tx);
    const fromDay = mode.full ? null : state.isStale ? state.staleFrom : null;
    const races = await loadSkillRaces(tx, fromDay);
    const start = new Map<number, RiderSkill>();
    const cutBack: RiderSkill[] = [];
    const removed: RiderSkill[] = [];
    if (fromDay !== null) {
      const riders = new Set<number>();
      for (const race of races) for (const finisher of race.finishers) riders.add(finisher.participantId);
      const stored = await loadStoredSkill(tx, fromDay, [...riders]);
      const day = dayNumber(fromDay);
      for (const [key, rider] of stored) {
        const before = skillBefore(rider, day);
        if (before === null) removed.push(rider);
        else start.set(key, before);
        if (before !== null && before !== rider) cutBack.push(before);
      }
    }
    const computing = performance.now();
    const outcome = replaySkill(races, start, DEFAULT_SKILL_PARAMETERS);
    const writing = performance.now();
    const written = new Map<number, RiderSkill>();
    for (const rider of cutBack) written.set(skillKey(rider.participantId, rider.family), rider);
    for (const key of outcome.changed) written.set(key, outcome.riders.get(key)!);
    const rows = [...written.values()].map(rowOf);
    // A rider cut back to nothing who raced again is written anew (deleted first like every other).
    await writeSkillRatings(tx, rows, fromDay === null ? 'all' : [...removed, ...written.values()]);
    await markSkillComputed(tx, state.generation);
    const done = performance.now();
    return {
      fromDay,
      races: races.length,
      results: races.reduce((sum, race) => sum + race.finishers.length, 0),
      written: rows.length,
      removed: removed.filter((rider) => !written.has(skillKey(rider.participantId, rider.family))).length,
      ms: Math.round(done - started),
      phases: {
        readMs: Math.round(computing - started),
        computeMs: Math.round(writing - computing),
        writeMs: Math.round(done - writing),
      },
    };
  });
};
