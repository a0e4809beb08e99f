import { sql, type SQL } from 'drizzle-orm';
import { fileFormulaText, formulaText } from '@velo/rating';

/**
 * A result's points, derived in SQL from its protocol-local parts and its protocol's F and Q
 * (aliases: `r` = protocol_results, `p` = protocols). Exact decimal arithmetic and half-up rounding
 * to 2 decimals, as the engine computes them (its tests and a consistency test on the demo data
 * check the two agree):
 * - points from the organizer's file: the file's value for finishers;
 * - else (R + S + M + D) × F × Q of the row's gender for finishers; 0 for DNF, DSQ, DNS.
 */
export const RESULT_POINTS: SQL = sql.raw(`(case
  when r.status <> 'F' then 0::numeric
  when p.is_rating_from_protocol_file then round(coalesce(r.points_from_file, 0), 2)
  else round((r.place_points + r.sprint_points + r.mountain_points + r.gap_points)::numeric
    * coalesce(case r.gender when 'male' then p.male_significance_ratio else p.female_significance_ratio end, 1)
    * coalesce(case r.gender when 'male' then p.male_representation_ratio else p.female_representation_ratio end, 1), 2)
  end)`);

/** The row's F and Q (for the formula text), null when no formula applies. */
export const RESULT_F: SQL = sql.raw(
  `(case r.gender when 'male' then p.male_significance_ratio else p.female_significance_ratio end)::float8`,
);
export const RESULT_Q: SQL = sql.raw(
  `(case r.gender when 'male' then p.male_representation_ratio else p.female_representation_ratio end)::float8`,
);

export type FormulaParts = {
  status: string;
  isRatingFromProtocolFile: boolean;
  R: number;
  S: number;
  M: number;
  D: number;
  F: number | null;
  Q: number | null;
  points: number;
};

/**
 * `ratingCalculationFormula` as the engine writes it: `(165 + 15 + 0 + 10) × 0.5 × 1.12 = 106.4`,
 * or the file's points; null for non-finishers.
 */
export const formulaOf = (parts: FormulaParts): string | null => {
  if (parts.status !== 'F') return null;
  if (parts.isRatingFromProtocolFile) return fileFormulaText(parts.points);
  return formulaText(
    { R: parts.R, S: parts.S, M: parts.M, D: parts.D, F: parts.F ?? 1, Q: parts.Q ?? 1 },
    parts.points,
  );
};
