import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import { configBody, configErrors, configFormValues } from './config-form-values';
import { coefficientsText } from './configs-view';

// The config dialog's rules (part 2 §3, rating.md): the server's schema, before anything is sent.

const fresh = () => ({ ...configFormValues(null, 7), name: 'Кубок области' });

describe('config form', () => {
  it('starts from the default distribution and automatic coefficients, for the organizer', () => {
    const values = configFormValues(null, 7);
    expect(values.scoreDistribution).toEqual([...DEFAULT_SCORE_DISTRIBUTION]);
    expect(values.significanceRatioCalculationMode).toBe('auto');
    expect(values.organizerId).toBe(7);
    expect(configErrors(fresh())).toEqual({});
  });

  it('asks for a custom F between 0.2 and 1, and sends a coefficient only in the custom mode', () => {
    const custom = {
      ...fresh(),
      significanceRatioCalculationMode: 'custom' as const,
      significanceRatio: 1.4,
    };
    expect(configErrors(custom).significanceRatio).toBe('Коэффициент значимости F — число от 0.2 до 1');
    expect(configErrors({ ...custom, significanceRatio: 0.5 })).toEqual({});
    expect(configBody({ ...fresh(), significanceRatio: 0.5 }).significanceRatio).toBeNull();
  });

  it('refuses points that grow from one place to the next, at the distribution', () => {
    expect(configErrors({ ...fresh(), scoreDistribution: [50, 40, 45] }).scoreDistribution).toBe(
      'Очки за 3-е место (45) больше, чем за 2-е (40)',
    );
  });

  it('sends one best-races rule, and asks for its number', () => {
    expect(configErrors({ ...fresh(), bestRaces: 'number' }).finalRatingBestRacesNumber).toBe(
      'Укажите число лучших гонок',
    );
    const body = configBody({
      ...fresh(),
      bestRaces: 'number',
      finalRatingBestRacesNumber: 5,
      finalRatingBestRacesPercent: 50,
    });
    expect(body).toMatchObject({ finalRatingBestRacesNumber: 5, finalRatingBestRacesPercent: null });
  });

  it('refuses an end before the start, at the end', () => {
    expect(configErrors({ ...fresh(), startDate: '2026-05-01', endDate: '2026-04-01' }).endDate).toBe(
      'Дата окончания не может быть раньше даты начала',
    );
  });

  it('reads the coefficients in a line', () => {
    const config = {
      significanceRatioCalculationMode: 'custom',
      significanceRatio: 0.5,
      representationRatioCalculationMode: 'auto',
      representationRatio: null,
    } as Parameters<typeof coefficientsText>[0];
    expect(coefficientsText(config)).toBe('F вручную 0.5 · Q авто');
  });
});
