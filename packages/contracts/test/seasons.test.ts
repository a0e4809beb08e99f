import { describe, expect, it } from 'vitest';
import {
  currentSeason,
  isSupportedSeason,
  moscowToday,
  supportedSeasons,
  yearInReview,
} from '../src/constants/seasons.js';

describe('the seasons follow the calendar in Moscow time', () => {
  it('takes today in Moscow (UTC+3)', () => {
    expect(moscowToday(new Date('2026-11-24T09:00:00Z'))).toBe('2026-11-24');
    expect(moscowToday(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
  });

  it('runs from 2018 to the current season', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(currentSeason(now)).toBe(2026);
    expect(supportedSeasons(now)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(isSupportedSeason(2026, now)).toBe(true);
    expect(isSupportedSeason(2027, now)).toBe(false);
    expect(isSupportedSeason(2017, now)).toBe(false);
    expect(isSupportedSeason(2020.5, now)).toBe(false);
  });

  it('turns to the new season at midnight in Moscow, not in UTC', () => {
    const newYearsEveUtc = new Date('2026-12-31T21:00:00Z');
    expect(currentSeason(newYearsEveUtc)).toBe(2027);
    expect(isSupportedSeason(2027, newYearsEveUtc)).toBe(true);
  });

  it('reviews the last completed season with its 3 best places', () => {
    expect(yearInReview(new Date('2026-11-24T09:00:00Z'))).toEqual({ year: 2025, bestPlacesNumber: 3 });
    expect(yearInReview(new Date('2027-01-02T09:00:00Z'))).toEqual({ year: 2026, bestPlacesNumber: 3 });
  });
});
