import {
  CHART_MARGIN,
  MONTHS_SHORT,
  axisFraction,
  monthRange,
  niceTicks,
  type ChartBox,
} from '@/components/charts/season-chart-layout';

export type CurvePoint = { date: string; totalPoints: number };

/**
 * Two riders' season totals on one axis (the profile's season chart, without the place line): the
 * months of either rider's race days, points from 0 to the higher total, a path per rider.
 */
export const compareChartLayout = (
  curves: readonly [readonly CurvePoint[], readonly CurvePoint[]],
  year: number,
  box: ChartBox,
) => {
  const left = CHART_MARGIN.left;
  const right = Math.max(left + 1, box.width - 16);
  const top = CHART_MARGIN.top;
  const bottom = Math.max(top + 1, box.height - CHART_MARGIN.bottom);
  const all = [...curves[0], ...curves[1]];
  const ticks = niceTicks(Math.max(0, ...all.map((point) => point.totalPoints)));
  const max = ticks.at(-1) ?? 1;
  const range = monthRange(all);
  const x = (day: string) => left + axisFraction(day, year, range) * (right - left);
  const y = (value: number) => bottom - (value / max) * (bottom - top);
  const placed = curves.map((curve) =>
    curve.map((point) => ({ ...point, x: x(point.date), y: y(point.totalPoints) })),
  );
  const count = range.last - range.first + 1;
  const monthEvery = (right - left) / count >= 36 ? 1 : ((right - left) / count) * 2 >= 36 ? 2 : 3;
  return {
    frame: { left, right, top, bottom },
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    months: MONTHS_SHORT.map((name, index) => ({
      name,
      x: x(`${year}-${String(index + 1).padStart(2, '0')}-15`),
    })).filter(
      (_, index) => index >= range.first && index <= range.last && (index - range.first) % monthEvery === 0,
    ),
    curves: placed.map((points) => ({
      points,
      path: points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(''),
    })),
  };
};
