import type { CellValue } from './sheet-grid.js';

const SPACES = /[\s\u00a0\u2007\u202f]+/g;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A date cell as a person reads it in a Russian file: dd.mm.yyyy. */
export const formatDay = (date: Date): string =>
  `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

/** The text of a cell, trimmed, with runs of spaces (non-breaking ones too) folded into one. */
export const cellText = (value: CellValue | undefined): string => {
  if (value == null) return '';
  if (typeof value === 'string') return value.replace(SPACES, ' ').trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return Number.isNaN(value.getTime()) ? '' : formatDay(value);
};
