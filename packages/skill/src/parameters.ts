/**
 * The model's numbers (docs/decisions/rating.md, «Skill rating and predictions (issue 39)»): the
 * Weng–Lin Plackett–Luce model as the `openskill` package defines it, with its own names for its
 * constants, plus what the portal adds (uncertainty growing with time away, the shown number, when a
 * number is settled, the noise of a race day for the predicted places). Chosen by `npm run
 * bench:predict` on the demo and the large dataset; changing one changes every rider's number.
 */
export type SkillParameters = {
  /** openskill's model a ranked match is rated with (both Weng–Lin): Plackett–Luce, or Bradley–Terry with partial pairing. */
  model: 'plackett-luce' | 'bradley-terry-part';
  /** A new rider's mean (openskill `mu`). */
  mu: number;
  /** A new rider's uncertainty (openskill `sigma`); time away never grows it past this. */
  sigma: number;
  /** The spread of one race day's performance around the skill (openskill `beta`). */
  beta: number;
  /** Uncertainty added before every race (openskill `tau`, the dynamics factor). */
  tau: number;
  /** Uncertainty a year away adds, as a standard deviation: σ² grows by this² × days / 365. */
  yearlyDrift: number;
  /** Floor of a variance's shrink factor in one update (openskill `kappa`). */
  kappa: number;
  /** The conservative estimate is mu − z × sigma (openskill `z`, its `ordinal`). */
  z: number;
  /** The shown number is the conservative estimate × this, between 0 and SKILL_DISPLAY_MAX. */
  displayScale: number;
  /** A number is settled while sigma (grown with time away) stays at or below this, after five races. */
  settledSigma: number;
};

export const DEFAULT_SKILL_PARAMETERS: SkillParameters = {
  model: 'plackett-luce',
  mu: 25,
  sigma: 25 / 3,
  beta: 25 / 6,
  tau: 25 / 300,
  yearlyDrift: 2,
  kappa: 0.0001,
  z: 3,
  displayScale: 20,
  settledSigma: 4,
};
