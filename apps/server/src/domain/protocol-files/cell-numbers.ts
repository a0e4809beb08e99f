import { wordKey } from './normalize-key.js';
import type { CellValue } from './sheet-grid.js';

/** A place cell: a number, empty / a dash for non-finishers, or something else (a status word or junk). */
export type ReadPlace =
  { kind: 'place'; place: number } | { kind: 'empty' } | { kind: 'other'; text: string };

const DASHES = new Set(['-', '–', '—', '--']);
// '1', '1.', '1)', '(1)' — what numbered lists and timing exports put in a place cell.
const PLACE_TEXT = /^\(?(\d{1,6})[.)]?$/;

export const readPlace = (value: CellValue, text: string): ReadPlace => {
  if (text === '' || DASHES.has(text)) return { kind: 'empty' };
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= 1_000_000
      ? { kind: 'place', place: value }
      : { kind: 'other', text };
  }
  const match = PLACE_TEXT.exec(text);
  const place = match ? Number(match[1]) : 0;
  return place >= 1 ? { kind: 'place', place } : { kind: 'other', text };
};

// '57,5', '57.5', '-3', '1 250,5' (a thousands space is folded away by cellText's caller).
const DECIMAL_TEXT = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A number written with a decimal point or comma; null when the text is not one. */
export const readDecimal = (value: CellValue, text: string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const compact = text.replaceAll(' ', '');
  return DECIMAL_TEXT.test(compact) ? Number(compact.replace(',', '.')) : null;
};

/** An integer cell (number or digits only); null otherwise. */
export const readInteger = (value: CellValue, text: string): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

const MARKS_ON = new Set(['1', '+', 'да', 'x', 'х', '✓', '✔', 'v', 'yes', 'y', 'true', '*', 'победитель']);
const MARKS_OFF = new Set(['', '0', '-', '–', '—', 'нет', 'no', 'n', 'false']);

/** A sprint / mountain mark: true, false, or null when the cell holds something that is not a mark. */
export const readMark = (value: CellValue, text: string): boolean | null => {
  if (typeof value === 'boolean') return value;
  const key = wordKey(text);
  if (MARKS_ON.has(key)) return true;
  if (MARKS_OFF.has(key)) return false;
  return null;
};

export const MARK_HINT = 'ожидается 1, +, да, x или ✓';
