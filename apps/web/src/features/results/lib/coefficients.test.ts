import type { ProtocolView } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { readableFormula, tooltipCloseDelay } from '../components/points-formula';
import {
  NOT_APPLIED,
  genderColumns,
  representationText,
  showsCoefficients,
  significanceText,
} from './coefficients';

const protocol = (config: Partial<ProtocolView['config']> = {}): ProtocolView =>
  ({
    isRatingProtocol: true,
    isRatingFromProtocolFile: false,
    significanceParticipantPercent: 83.3333,
    representationParticipantCount: 24,
    config: {
      id: 1,
      name: 'Default',
      significanceRatioCalculationMode: 'auto',
      significanceRatio: null,
      representationRatioCalculationMode: 'auto',
      representationRatio: null,
      ...config,
    },
    coefficients: {
      male: {
        starters: 60,
        scorers: 50,
        significanceParticipantPercent: 83.3333,
        significanceRatio: 0.2,
        representationParticipantCount: 24,
        representationRatio: 1.12,
      },
      female: {
        starters: 0,
        scorers: 0,
        significanceParticipantPercent: 0,
        significanceRatio: 1,
        representationParticipantCount: 0,
        representationRatio: 1,
      },
    },
  }) as unknown as ProtocolView;

describe('the F and Q info block (spec part 1 §2.6)', () => {
  it('is shown for rating protocols whose points are computed here', () => {
    expect(showsCoefficients({ isRatingProtocol: true, isRatingFromProtocolFile: false })).toBe(true);
    expect(showsCoefficients({ isRatingProtocol: true, isRatingFromProtocolFile: true })).toBe(false);
    expect(showsCoefficients({ isRatingProtocol: false, isRatingFromProtocolFile: false })).toBe(false);
  });

  it('tells F with the stored share and Q with the stored count in auto mode', () => {
    const p = protocol();
    const [men] = genderColumns(p);
    expect(genderColumns(p).map((c) => c.label)).toEqual(['Мужчины']);
    expect(significanceText(p, men!.coefficients)).toBe(
      '0,2: очки получили 83,3 % участников от общего числа (50 из 60)',
    );
    expect(representationText(p, men!.coefficients)).toBe(
      '1,12: 24 участника из топ-100 рейтинга приняли участие',
    );
    expect(significanceText(p)).toBe('очки получили 83,3 % участников от общего числа');
  });

  it('says «Не применяется» in ignore mode and the value in custom mode', () => {
    const p = protocol({
      significanceRatioCalculationMode: 'ignore',
      representationRatioCalculationMode: 'custom',
      representationRatio: 1.3,
    });
    expect(significanceText(p)).toBe(NOT_APPLIED);
    expect(NOT_APPLIED).toBe('Не применяется');
    expect(representationText(p)).toBe('1,3');
  });

  it('shows the formula with decimal commas, hiding at once on wide screens and after 1500 ms on small ones', () => {
    expect(readableFormula('(165 + 15 + 0 + 10) × 0.5 × 1.12 = 106.4')).toBe(
      '(165 + 15 + 0 + 10) × 0,5 × 1,12 = 106,4',
    );
    expect(tooltipCloseDelay(true)).toBe(0);
    expect(tooltipCloseDelay(false)).toBe(1500);
  });
});
