import type { ResultInput } from './types.js';

/**
 * The finishing order of one gender: by the place in the file; rows without a place come after
 * the placed ones (the file's places are the organizer's word), ordered by time; rows with
 * neither come last. The row order of the file breaks every remaining tie, so the order is total
 * and does not depend on how the rows were handed in.
 */
const compareFinishers = (a: ResultInput, b: ResultInput): number => {
  if (a.place !== b.place) {
    if (a.place === null) return 1;
    if (b.place === null) return -1;
    return a.place - b.place;
  }
  if (a.timeMs !== b.timeMs) {
    if (a.timeMs === null) return 1;
    if (b.timeMs === null) return -1;
    return a.timeMs - b.timeMs;
  }
  return a.rowOrder - b.rowOrder;
};

export type PlacedFinisher = { readonly result: ResultInput; readonly genderPlace: number };

/**
 * Gender places of the finishers of ONE gender (the caller splits by gender), best first.
 * Equal file places share a gender place and the next place skips (1, 2, 2, 4); rows without
 * a file place never share one.
 */
export const placeFinishers = (finishers: readonly ResultInput[]): PlacedFinisher[] => {
  const ordered = [...finishers].sort(compareFinishers);
  const placed: PlacedFinisher[] = [];
  ordered.forEach((result, index) => {
    const previous = placed[index - 1];
    const isTie = previous !== undefined && result.place !== null && result.place === previous.result.place;
    placed.push({ result, genderPlace: isTie ? previous.genderPlace : index + 1 });
  });
  return placed;
};
