/** R: the points of a gender place from the config's distribution; places past its end score 0. */
export const placePoints = (scoreDistribution: readonly number[], genderPlace: number): number =>
  scoreDistribution[genderPlace - 1] ?? 0;
