/** Results and the rating's calculation modes. */

export const RESULT_STATUSES = ['F', 'DNS', 'DNF', 'DSQ'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const RATIO_CALCULATION_MODES = ['auto', 'custom', 'ignore'] as const;
export type RatioCalculationMode = (typeof RATIO_CALCULATION_MODES)[number];

export const TOP_PLACES_PRESENTATIONS = ['onlyTopPlaces', 'anyBestPlaces'] as const;
export type TopPlacesPresentation = (typeof TOP_PLACES_PRESENTATIONS)[number];

/** How a config's series (final) rating counts races (part 2 §3). */
export const BEST_RACES_MODES = ['percent', 'bestResult', 'ignore'] as const;
export type BestRacesMode = (typeof BEST_RACES_MODES)[number];
