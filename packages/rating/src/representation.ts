import { MAX_REPRESENTATION_RATIO, REPRESENTATION_DIVISOR } from './rating-constants.js';
import type { RatingConfig } from './types.js';

/** Q in `auto` mode: 1 + n / 200, at most 1.5. (200 + n) / 200 is the double nearest the exact value. */
export const autoRepresentation = (topStarters: number): number =>
  Math.min((REPRESENTATION_DIVISOR + topStarters) / REPRESENTATION_DIVISOR, MAX_REPRESENTATION_RATIO);

/** Q by the config's mode; a `custom` value is capped at 1.5, a missing one applies no coefficient (1). */
export const representationRatio = (config: RatingConfig, topStarters: number): number => {
  switch (config.representationRatioCalculationMode) {
    case 'auto':
      return autoRepresentation(topStarters);
    case 'custom':
      return Math.min(config.representationRatio ?? 1, MAX_REPRESENTATION_RATIO);
    case 'ignore':
      return 1;
  }
};
