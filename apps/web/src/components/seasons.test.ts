import { describe, expect, it } from 'vitest';
import { INVALID_YEAR_MESSAGE, defaultSeason, resolveSeason, seasonsNewestFirst } from './seasons';

// The test setup freezes today at 24 November 2026 (test/setup.ts).
describe('seasons', () => {
  it('run from 2018 to the current season, shown newest first', () => {
    expect(seasonsNewestFirst()).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    expect(seasonsNewestFirst(new Date('2027-01-01T00:30:00+03:00'))[0]).toBe(2027);
  });

  it('preselect the current season, taken in Moscow time', () => {
    expect(defaultSeason(new Date('2023-06-01'))).toBe(2023);
    expect(defaultSeason()).toBe(2026);
    // 31 December 22:00 UTC is already New Year's Day in Moscow.
    expect(defaultSeason(new Date('2026-12-31T22:00:00Z'))).toBe(2027);
    expect(defaultSeason(new Date('2010-01-01'))).toBe(2018);
  });

  it('reject a year outside 2018 to the current season as «не валидный год» and show the current season', () => {
    expect(INVALID_YEAR_MESSAGE).toBe('не валидный год');
    expect(resolveSeason(undefined)).toEqual({ season: 2026, invalid: false });
    expect(resolveSeason(2019)).toEqual({ season: 2019, invalid: false });
    expect(resolveSeason(2026)).toEqual({ season: 2026, invalid: false });
    expect(resolveSeason(2017)).toEqual({ season: 2026, invalid: true });
    expect(resolveSeason(2027)).toEqual({ season: 2026, invalid: true });
  });
});
