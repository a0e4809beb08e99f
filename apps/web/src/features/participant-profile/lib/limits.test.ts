import {
  MAX_UPLOAD_BYTES as CONTRACT_MAX_UPLOAD,
  PROFILE_TEXT_LIMITS,
  STRAVA_PATTERN as CONTRACT_STRAVA,
  UCI_ID_PATTERN as CONTRACT_UCI,
  YEAR_IN_REVIEW as CONTRACT_YEAR_IN_REVIEW,
  participantEditLimits,
} from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import {
  EDIT_LIMITS,
  MAX_UPLOAD_BYTES,
  STRAVA_PATTERN,
  TEXT_LIMITS,
  UCI_ID_PATTERN,
  YEAR_IN_REVIEW,
  maxBirthYear,
} from './limits';

describe('the profile’s plain constants equal the contracts’', () => {
  it('keeps the bounds, patterns and the year in review in step', () => {
    const { maxBirthYear: contractMax, ...bounds } = participantEditLimits;
    expect(EDIT_LIMITS).toEqual(bounds);
    expect(maxBirthYear()).toBe(contractMax());
    expect(TEXT_LIMITS).toEqual(PROFILE_TEXT_LIMITS);
    expect(UCI_ID_PATTERN.source).toBe(CONTRACT_UCI.source);
    expect(STRAVA_PATTERN.source).toBe(CONTRACT_STRAVA.source);
    expect(STRAVA_PATTERN.flags).toBe(CONTRACT_STRAVA.flags);
    expect(YEAR_IN_REVIEW).toEqual(CONTRACT_YEAR_IN_REVIEW);
    expect(MAX_UPLOAD_BYTES).toBe(CONTRACT_MAX_UPLOAD);
  });
});
