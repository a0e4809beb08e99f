import { describe, expect, it } from 'vitest';
import { INVALID_YEAR_MESSAGE, defaultSeason, resolveSeason, seasonsNewestFirst } from './seasons';

describe('seasons', () => {
  it('are shown newest first', () => {
    expect(seasonsNewestFirst()).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
  });

  it('preselects the current year, or the nearest supported one', () => {
    expect(defaultSeason(new Date('2023-06-01'))).toBe(2023);
    expect(defaultSeason(new Date('2026-11-21'))).toBe(2025);
    expect(defaultSeason(new Date('2010-01-01'))).toBe(2018);
  });

  it('rejects a year outside 2018–2025 as «не валидный год» and shows the default season', () => {
    const today = new Date('2026-11-21');
    expect(INVALID_YEAR_MESSAGE).toBe('не валидный год');
    expect(resolveSeason(undefined, today)).toEqual({ season: 2025, invalid: false });
    expect(resolveSeason(2019, today)).toEqual({ season: 2019, invalid: false });
    expect(resolveSeason(2017, today)).toEqual({ season: 2025, invalid: true });
    expect(resolveSeason(2026, today)).toEqual({ season: 2025, invalid: true });
  });
});
