import { SKILL_DISPLAY_MAX, SKILL_SETTLED_MIN_RACES } from '@velo/contracts/constants';
import type { SkillParameters } from './parameters.js';
import { daysWithin, sigmaAfterTimeAway } from './time-away.js';

/** The conservative estimate: the skill the rider is very likely above (openskill's ordinal). */
export const conservativeSkill = (
  mu: number,
  sigma: number,
  parameters: Pick<SkillParameters, 'z'>,
): number => mu - parameters.z * sigma;

/** The shown number, 0…1000: the conservative estimate × displayScale, rounded, within the scale. */
export const displayedSkill = (
  mu: number,
  sigma: number,
  parameters: Pick<SkillParameters, 'z' | 'displayScale'>,
): number => {
  const value = Math.round(conservativeSkill(mu, sigma, parameters) * parameters.displayScale);
  return Math.min(SKILL_DISPLAY_MAX, Math.max(0, value));
};

/**
 * The last day (a day number) on which the rating is settled: five rated races or more, and sigma,
 * grown by the time away since `lastDay`, at or below settledSigma. Null when it is not settled even
 * on the day of its last race; Infinity when time away never unsettles it.
 */
export const settledUntil = (
  races: number,
  sigma: number,
  lastDay: number,
  parameters: Pick<SkillParameters, 'sigma' | 'yearlyDrift' | 'settledSigma'>,
): number | null => {
  if (races < SKILL_SETTLED_MIN_RACES) return null;
  const days = daysWithin(sigma, parameters.settledSigma, parameters);
  return days < 0 ? null : lastDay + days;
};

/** The uncertainty on `day` (a day number) of a rider who last raced on `lastDay`. */
export const sigmaOn = (
  sigma: number,
  lastDay: number,
  day: number,
  parameters: Pick<SkillParameters, 'sigma' | 'yearlyDrift'>,
): number => sigmaAfterTimeAway(sigma, day - lastDay, parameters);
