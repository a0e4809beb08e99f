import type { CellValue } from './sheet-grid.js';

/** A time cell, read: the time as a person reads it and its value in milliseconds. */
export type ReadTime =
  | { kind: 'time'; text: string; ms: number }
  /** '+1 круг', '-2 laps': a lapped rider, placed by the organizer; no time to compare. */
  | { kind: 'laps'; text: string }
  | { kind: 'unreadable'; text: string };

const DAY_MS = 86_400_000;
/** Excel's day zero (1900 system) as exceljs turns serials into dates: 1899-12-30 UTC. */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);
/** A typed time in a result is a duration; past a week it is a calendar date, not a race time. */
const MAX_TYPED_DURATION_MS = 7 * DAY_MS;

// h:mm:ss(.fff), with a decimal point or comma; the fraction may be long ('1:07:31.800000').
const HOURS_MINUTES_SECONDS = /^(\d{1,3}):(\d{1,2}):(\d{1,2})(?:[.,](\d+))?$/;
// mm:ss(.fff): two parts are minutes and seconds, as timing systems print them ('03:11.7', '14:26,194').
const MINUTES_SECONDS = /^(\d{1,4}):(\d{1,2})(?:[.,](\d+))?$/;
const LAPS = /^[+-]?\s*\d+\s*(?:круг|круга|кругов|кр\.?|lap|laps|l)$/i;

const fractionMs = (digits: string | undefined): number =>
  digits ? Math.round(Number(`0.${digits.slice(0, 9)}`) * 1000) : 0;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A duration as a person reads it: '2:26:58.9', '3:11.7'; no trailing zeros in the fraction. */
export const formatDuration = (ms: number): string => {
  const totalSeconds = Math.floor(ms / 1000);
  const fraction = ms % 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
  return fraction === 0 ? clock : `${clock}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
};

const readTimeText = (text: string): ReadTime => {
  const long = HOURS_MINUTES_SECONDS.exec(text);
  if (long) {
    const [, hours = '0', minutes = '0', seconds = '0', fraction] = long;
    if (Number(minutes) < 60 && Number(seconds) < 60) {
      const ms =
        ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + fractionMs(fraction);
      return { kind: 'time', text, ms };
    }
    return { kind: 'unreadable', text };
  }
  const short = MINUTES_SECONDS.exec(text);
  if (short) {
    const [, minutes = '0', seconds = '0', fraction] = short;
    if (Number(seconds) < 60) {
      return {
        kind: 'time',
        text,
        ms: (Number(minutes) * 60 + Number(seconds)) * 1000 + fractionMs(fraction),
      };
    }
    return { kind: 'unreadable', text };
  }
  if (LAPS.test(text)) return { kind: 'laps', text };
  return { kind: 'unreadable', text };
};

/**
 * Reads a time cell. Text is kept as written; Excel times (dates on exceljs's 1899-12-30 epoch, or
 * a bare day fraction below 1) are shown in the usual form. Status words are read by the caller first.
 */
export const readTime = (value: CellValue, text: string, isDate1904 = false): ReadTime => {
  if (value instanceof Date) {
    const ms = Math.round(value.getTime() - (isDate1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900));
    return ms >= 0 && ms < MAX_TYPED_DURATION_MS
      ? { kind: 'time', text: formatDuration(ms), ms }
      : { kind: 'unreadable', text };
  }
  if (typeof value === 'number') {
    // An Excel time without a time format is a bare fraction of a day (0.1019… = 2:26:45).
    if (value > 0 && value < 1) {
      const ms = Math.round(value * DAY_MS);
      return { kind: 'time', text: formatDuration(ms), ms };
    }
    return { kind: 'unreadable', text };
  }
  return readTimeText(text);
};
