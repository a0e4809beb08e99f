import { INVALID_YEAR_MESSAGE, isSupportedSeason } from '@velo/contracts';
import { badRequest } from '../errors.js';

/**
 * A season the portal supports (2018 to the current one, in Moscow time), or the spec's 400
 * 'не валидный год' (part 1 §8): every read and write that takes a season asks here.
 */
export const assertSupportedSeason = (year: number): void => {
  if (!isSupportedSeason(year)) throw badRequest(INVALID_YEAR_MESSAGE);
};
