/*
 * The rating rules as the 'Методика начисления' dialog tells them (spec part 1 §9, rating.md). The
 * place points are the contracts' DEFAULT_SCORE_DISTRIBUTION (29th place is 23, not the spec's
 * misprinted 3), which the dialog imports.
 */

/** F by the share of starters who score (rating.md: the bands partition 0…100 %). */
export const SIGNIFICANCE_BANDS: readonly { share: string; f: string }[] = [
  { share: '80 % и больше', f: '0,2' },
  { share: 'от 50 % до 80 %', f: '0,5' },
  { share: 'от 30 % до 50 %', f: '0,7' },
  { share: 'от 15 % до 30 %', f: '0,85' },
  { share: 'меньше 15 %', f: '1' },
];

/** Seasons without the S, M and D bonuses. */
export const SEASONS_WITHOUT_BONUSES = [2022, 2023, 2024] as const;

/** The dialog is shown once on its own; closing it stores this flag (spec part 1 §2.7). */
export const DISCLAIMER_STORAGE_KEY = 'isRatingDisclaimerShown';

export const isDisclaimerShown = (): boolean => {
  try {
    return localStorage.getItem(DISCLAIMER_STORAGE_KEY) === 'true';
  } catch {
    return true;
  }
};

export const storeDisclaimerShown = (): void => {
  try {
    localStorage.setItem(DISCLAIMER_STORAGE_KEY, 'true');
  } catch {
    // Private mode: the dialog may show again next time.
  }
};
