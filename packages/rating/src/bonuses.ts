import {
  GAP_BONUS,
  GAP_BONUS_MIN_LEAD_MS,
  MOUNTAIN_BONUS,
  SEASONS_WITHOUT_BONUSES,
  SPRINT_BONUS,
} from './rating-constants.js';
import type { PlacedFinisher } from './gender-places.js';
import type { ResultInput } from './types.js';

export const areBonusesAwarded = (season: number): boolean => !SEASONS_WITHOUT_BONUSES.has(season);

/** S: every finisher the file marks as a sprint winner of their gender (the file is the judge). */
export const sprintBonus = (result: ResultInput): number => (result.sprintWinner ? SPRINT_BONUS : 0);

/** M: every finisher the file marks as a mountain winner of their gender. */
export const mountainBonus = (result: ResultInput): number => (result.mountainWinner ? MOUNTAIN_BONUS : 0);

/**
 * The result that earns D in one gender, if any: the sole gender winner, more than 15 s ahead of
 * the gender's second finisher, both times known. A shared first place or a lone finisher earns none.
 */
export const gapBonusWinner = (ordered: readonly PlacedFinisher[]): ResultInput | null => {
  const [first, second] = ordered;
  if (first === undefined || second === undefined || second.genderPlace === first.genderPlace) return null;
  const { timeMs: winnerTime } = first.result;
  const { timeMs: chaserTime } = second.result;
  if (winnerTime === null || chaserTime === null) return null;
  return chaserTime - winnerTime > GAP_BONUS_MIN_LEAD_MS ? first.result : null;
};

export const gapBonus = (result: ResultInput, winner: ResultInput | null): number =>
  result === winner ? GAP_BONUS : 0;
