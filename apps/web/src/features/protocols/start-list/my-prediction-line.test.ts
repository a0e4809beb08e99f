import { describe, expect, it } from 'vitest';
import { myPredictionText } from './my-prediction-line';

const line = { low: 8, high: 15, order: 10, points: 34.2, year: 2026, placeNow: 260, placeAfter: 210 };

describe("the personal line's wording (issue 39)", () => {
  it('says the range, the points of the predicted place and the table place they bring', () => {
    expect(myPredictionText(line)).toBe(
      'Прогноз: 8–15 место; за 10 место ≈ 34 очка, рейтинг поднимется до ~210 места',
    );
    expect(myPredictionText({ ...line, points: 21, placeNow: null })).toBe(
      'Прогноз: 8–15 место; за 10 место ≈ 21 очко, рейтинг поднимется до ~210 места',
    );
    expect(myPredictionText({ ...line, points: 11.6 })).toContain('≈ 12 очков');
  });

  it('gives one place when the range is one, and says a place that would not change stays', () => {
    expect(myPredictionText({ ...line, low: 1, high: 1, order: 1, placeNow: 3, placeAfter: 3 })).toBe(
      'Прогноз: 1 место; за 1 место ≈ 34 очка, рейтинг останется на ~3 месте',
    );
  });

  it('gives only the range when the predicted place brings no points', () => {
    expect(myPredictionText({ ...line, points: null })).toBe('Прогноз: 8–15 место');
    expect(myPredictionText({ ...line, points: 0.3 })).toBe('Прогноз: 8–15 место');
  });
});
