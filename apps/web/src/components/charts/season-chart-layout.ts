import type { SeasonProgressPoint } from '@velo/contracts';

/** Short month names for the time axis. */
export const MONTHS_SHORT = [
  'янв',
  'фев',
  'мар',
  'апр',
  'май',
  'июн',
  'июл',
  'авг',
  'сен',
  'окт',
  'ноя',
  'дек',
] as const;

/** 1, 2, 5 × 10ⁿ steps: round ticks from 0 to at least `max`, about `count` of them. */
export const niceTicks = (max: number, count = 4, minStep = 0): number[] => {
  if (!(max > 0)) return [0, 1];
  const rough = Math.max(minStep, max / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Number((i * step).toFixed(10)));
};

/** Place ticks: 1 at the top and round places below it, down to at least `worst`. */
export const placeTicks = (worst: number, count = 4): number[] => {
  const ticks = niceTicks(Math.max(worst, 2), count, 1).filter((t) => t > 0);
  return [1, ...ticks.filter((t) => t > 1)];
};

const dayTime = (day: string): number => {
  const [y = 1970, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/**
 * The months the axis shows (0-based, inclusive): from the month of the first race day to the month
 * of the last, at least three months; the whole year when there are no points.
 */
export const monthRange = (points: { date: string }[]): { first: number; last: number } => {
  if (points.length === 0) return { first: 0, last: 11 };
  const months = points.map((p) => new Date(dayTime(p.date)).getUTCMonth());
  let first = Math.min(...months);
  let last = Math.max(...months);
  while (last - first < 2) {
    if (first > 0) first -= 1;
    if (last - first < 2 && last < 11) last += 1;
  }
  return { first, last };
};

/** The position of a day between the first day of `first` and the last day of `last`, 0 to 1. */
export const axisFraction = (day: string, year: number, range = { first: 0, last: 11 }): number => {
  const start = Date.UTC(year, range.first, 1);
  const end = Date.UTC(year, range.last + 1, 0);
  return Math.min(1, Math.max(0, (dayTime(day) - start) / (end - start)));
};

export type ChartBox = { width: number; height: number };
export const CHART_MARGIN = { top: 16, right: 44, bottom: 28, left: 48 } as const;

export type ChartPoint = SeasonProgressPoint & { x: number; yPoints: number; yPlace: number };

/**
 * The drawing of a season: the x of each race day on the year's axis, the y of its season total
 * (left axis, 0 at the bottom) and of its national place (right axis, 1 at the top), and the ticks.
 */
export const seasonChartLayout = (points: SeasonProgressPoint[], year: number, box: ChartBox) => {
  const left = CHART_MARGIN.left;
  const right = Math.max(left + 1, box.width - CHART_MARGIN.right);
  const top = CHART_MARGIN.top;
  const bottom = Math.max(top + 1, box.height - CHART_MARGIN.bottom);
  const pointTicks = niceTicks(Math.max(0, ...points.map((p) => p.totalPoints)));
  const maxPoints = pointTicks.at(-1) ?? 1;
  const places = placeTicks(Math.max(1, ...points.map((p) => p.place)));
  const worstPlace = places.at(-1) ?? 2;
  const range = monthRange(points);
  const x = (day: string) => left + axisFraction(day, year, range) * (right - left);
  const yPoints = (value: number) => bottom - (value / maxPoints) * (bottom - top);
  const yPlace = (place: number) => top + ((place - 1) / Math.max(1, worstPlace - 1)) * (bottom - top);
  const chartPoints: ChartPoint[] = points.map((point) => ({
    ...point,
    x: x(point.date),
    yPoints: yPoints(point.totalPoints),
    yPlace: yPlace(point.place),
  }));
  // Month ticks in the middle of each month: all of them when there is room, else every second or third.
  const count = range.last - range.first + 1;
  const room = (right - left) / count;
  const monthEvery = room >= 36 ? 1 : room * 2 >= 36 ? 2 : 3;
  const months = MONTHS_SHORT.map((name, index) => ({
    name,
    x: x(`${year}-${String(index + 1).padStart(2, '0')}-15`),
  })).filter(
    (_, index) => index >= range.first && index <= range.last && (index - range.first) % monthEvery === 0,
  );
  return {
    frame: { left, right, top, bottom },
    points: chartPoints,
    pointTicks: pointTicks.map((value) => ({ value, y: yPoints(value) })),
    placeTicks: places.map((value) => ({ value, y: yPlace(value) })),
    months,
    pointsPath: chartPoints
      .map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.yPoints.toFixed(1)}`)
      .join(''),
    placePath: chartPoints.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.yPlace.toFixed(1)}`).join(''),
  };
};
