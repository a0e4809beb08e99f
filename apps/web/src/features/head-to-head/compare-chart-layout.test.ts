import { describe, expect, it } from 'vitest';
import { compareChartLayout } from './compare-chart-layout';

describe('the two riders’ season curves', () => {
  const a = [
    { date: '2025-05-10', totalPoints: 100 },
    { date: '2025-06-10', totalPoints: 250 },
  ];
  const b = [{ date: '2025-08-01', totalPoints: 90 }];
  const layout = compareChartLayout([a, b], 2025, { width: 600, height: 240 });

  it('shares one points axis up to the higher total, and the months of both riders’ races', () => {
    expect(layout.ticks.at(-1)!.value).toBeGreaterThanOrEqual(250);
    expect(layout.ticks[0]!.value).toBe(0);
    expect(layout.months.map((month) => month.name)).toEqual(['май', 'июн', 'июл', 'авг']);
  });

  it('draws a path per rider; a higher total is higher up, a later day further right', () => {
    const [first, second] = layout.curves;
    expect(first!.path.startsWith('M')).toBe(true);
    expect(first!.points[1]!.y).toBeLessThan(first!.points[0]!.y);
    expect(first!.points[1]!.x).toBeGreaterThan(first!.points[0]!.x);
    expect(second!.points[0]!.x).toBeGreaterThan(first!.points[1]!.x);
    expect(second!.points[0]!.y).toBeGreaterThan(first!.points[1]!.y);
  });

  it('draws nothing for riders without races, on the whole year', () => {
    const empty = compareChartLayout([[], []], 2025, { width: 600, height: 240 });
    expect(empty.curves.map((curve) => curve.path)).toEqual(['', '']);
    expect(empty.months).toHaveLength(12);
  });
});
