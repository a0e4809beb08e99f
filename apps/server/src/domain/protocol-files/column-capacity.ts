import { formatDuration } from './result-time.js';

/**
 * What the database columns that the reader's numbers end up in can hold (protocol_results).
 * A number past them is an error of its row in the preview; unchecked, the create answered 500.
 */
export const COLUMN_CAPACITY = {
  /** points_from_file numeric(10,2): eight digits before the point, two after. */
  points: 99_999_999.99,
  /** result_time_ms integer: 596 hours and a half. */
  timeMs: 2_147_483_647,
} as const;

/** The points as stored (rounded to cents) fit the column. */
export const pointsFit = (points: number): boolean =>
  Math.abs(Math.round(points * 100) / 100) <= COLUMN_CAPACITY.points;

export const timeFits = (ms: number): boolean => ms <= COLUMN_CAPACITY.timeMs;

export const POINTS_CAPACITY_TEXT = '99 999 999,99';
export const TIME_CAPACITY_TEXT = formatDuration(Math.floor(COLUMN_CAPACITY.timeMs / 1000) * 1000);
