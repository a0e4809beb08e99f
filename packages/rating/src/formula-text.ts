/**
 * `ratingCalculationFormula`: the calculation as a person would check it, shown in a tooltip.
 * Numbers print with a dot and without trailing zeros (String of a number does exactly that).
 */
export const formulaText = (
  parts: { R: number; S: number; M: number; D: number; F: number; Q: number },
  points: number,
): string => `(${parts.R} + ${parts.S} + ${parts.M} + ${parts.D}) × ${parts.F} × ${parts.Q} = ${points}`;

/** The formula text of a protocol whose points come from the organizer's file. */
export const fileFormulaText = (points: number): string => `Очки из протокола организатора: ${points}`;
