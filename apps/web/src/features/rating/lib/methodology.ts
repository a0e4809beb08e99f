/*
 * The rating rules as the 'Методика начисления' dialog tells them (spec part 1 §9, rating.md). Every
 * number comes from the contracts' rule constants, which the engine (packages/rating) computes with:
 * the place points (DEFAULT_SCORE_DISTRIBUTION, 29th place is 23, not the spec's misprinted 3), the
 * bonuses, the seasons without them, the F bands and Q's terms. Only their wording is written here.
 */
import { SIGNIFICANCE_BANDS } from '@velo/contracts/constants';

/** A rule number as the dialog writes it: a decimal comma (0,85; 1,5). */
export const ruleNumber = (value: number): string => String(value).replace('.', ',');

/**
 * F by the share of starters who score, one row per band of rating.md (read top-down, the bands
 * partition 0…100 %): «80 % и больше», «от 50 % до 80 %», …, «меньше 15 %».
 */
export const significanceBandRows = (
  bands: readonly { readonly minPercent: number; readonly F: number }[] = SIGNIFICANCE_BANDS,
): { share: string; f: string }[] =>
  bands.map((band, index) => {
    const upper = bands[index - 1]?.minPercent;
    const share =
      upper === undefined
        ? `${band.minPercent} % и больше`
        : band.minPercent === 0
          ? `меньше ${upper} %`
          : `от ${band.minPercent} % до ${upper} %`;
    return { share, f: ruleNumber(band.F) };
  });
