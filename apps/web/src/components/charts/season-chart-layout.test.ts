import type { SeasonProgressPoint } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import {
  CHART_MARGIN,
  axisFraction,
  monthRange,
  niceTicks,
  placeTicks,
  seasonChartLayout,
} from './season-chart-layout';

const point = (date: string, totalPoints: number, place: number): SeasonProgressPoint => ({
  date,
  races: [{ protocolId: 1, eventId: 1, eventName: 'Гонка', points: totalPoints }],
  dayPoints: totalPoints,
  totalPoints,
  place,
  genderPlace: place,
});

describe('season chart geometry', () => {
  it('makes round ticks from 0 past the maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(87)).toEqual([0, 50, 100]);
    expect(niceTicks(87, 6)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(3.2)).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts place 1 first and round places below it', () => {
    expect(placeTicks(1)).toEqual([1, 2]);
    expect(placeTicks(3)).toEqual([1, 2, 3]);
    expect(placeTicks(37)).toEqual([1, 10, 20, 30, 40]);
  });

  it('places days on the months of the season’s races (at least three months)', () => {
    expect(monthRange([])).toEqual({ first: 0, last: 11 });
    expect(monthRange([{ date: '2024-04-20' }, { date: '2024-10-05' }])).toEqual({ first: 3, last: 9 });
    expect(monthRange([{ date: '2024-06-01' }])).toEqual({ first: 4, last: 6 });
    expect(monthRange([{ date: '2024-01-10' }])).toEqual({ first: 0, last: 2 });
    expect(monthRange([{ date: '2024-12-10' }])).toEqual({ first: 9, last: 11 });
    expect(axisFraction('2024-01-01', 2024)).toBe(0);
    expect(axisFraction('2024-12-31', 2024)).toBe(1);
    expect(axisFraction('2024-07-01', 2024)).toBeCloseTo(182 / 365, 5);
    expect(axisFraction('2024-04-01', 2024, { first: 3, last: 9 })).toBe(0);
    expect(axisFraction('2024-10-31', 2024, { first: 3, last: 9 })).toBe(1);
  });

  it('draws the total rising from the bottom and the best place at the top', () => {
    const layout = seasonChartLayout([point('2024-04-01', 40, 20), point('2024-06-01', 95, 1)], 2024, {
      width: 600,
      height: 240,
    });
    const [first, last] = layout.points;
    expect(layout.frame).toEqual({
      left: CHART_MARGIN.left,
      right: 600 - CHART_MARGIN.right,
      top: CHART_MARGIN.top,
      bottom: 240 - CHART_MARGIN.bottom,
    });
    expect(first!.x).toBeLessThan(last!.x);
    expect(last!.yPoints).toBeLessThan(first!.yPoints);
    expect(last!.yPlace).toBe(layout.frame.top);
    expect(layout.pointTicks[0]).toEqual({ value: 0, y: layout.frame.bottom });
    expect(layout.pointsPath.startsWith('M')).toBe(true);
    expect(layout.pointsPath.split('L')).toHaveLength(2);
    // The axis spans the race months; a phone gets every third month of a whole year.
    expect(layout.months.map((m) => m.name)).toEqual(['апр', 'май', 'июн']);
    expect(seasonChartLayout([], 2024, { width: 300, height: 240 }).months.map((m) => m.name)).toEqual([
      'янв',
      'апр',
      'июл',
      'окт',
    ]);
  });
});
