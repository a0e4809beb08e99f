/**
 * The default score distribution (rating.md): points for gender places 1..50. 29th place is 23,
 * not the spec's misprinted 3: it keeps the step of 2 between 27th (27) and 30th (21).
 * Shared by the rating engine, the server (the Default config) and the 'Методика' dialog.
 */
export const DEFAULT_SCORE_DISTRIBUTION: readonly number[] = [
  200, 180, 165, 152, 140, 130, 120, 110, 100, 90, 85, 80, 75, 70, 65, 60, 56, 52, 48, 45, 42, 39, 36, 33, 31,
  29, 27, 25, 23, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];
