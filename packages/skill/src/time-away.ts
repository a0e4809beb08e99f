import type { SkillParameters } from './parameters.js';

/**
 * The uncertainty after `days` away from racing: sigma² grows by yearlyDrift² × days / 365, never past
 * a new rider's sigma (and a sigma already there stays).
 */
export const sigmaAfterTimeAway = (
  sigma: number,
  days: number,
  parameters: Pick<SkillParameters, 'sigma' | 'yearlyDrift'>,
): number => {
  if (days <= 0 || sigma >= parameters.sigma) return sigma;
  const grown = Math.sqrt(sigma * sigma + (parameters.yearlyDrift * parameters.yearlyDrift * days) / 365);
  return Math.min(grown, parameters.sigma);
};

/**
 * How many days away keep sigma at or below `limit` (Infinity when time away never grows it), or -1
 * when it is above already.
 */
export const daysWithin = (
  sigma: number,
  limit: number,
  parameters: Pick<SkillParameters, 'sigma' | 'yearlyDrift'>,
): number => {
  if (sigma > limit) return -1;
  if (parameters.yearlyDrift <= 0 || limit >= parameters.sigma) return Infinity;
  return Math.floor(
    ((limit * limit - sigma * sigma) * 365) / (parameters.yearlyDrift * parameters.yearlyDrift),
  );
};
