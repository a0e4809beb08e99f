import { cellText } from './cell-text.js';
import type { KnownField } from './column-layout.js';
import { fieldOfHeader } from './header-dictionary.js';
import { HEADER_SEARCH_ROWS, type GridRow } from './sheet-grid.js';

/** The header as found: its text and field per column, and where the data begins. */
export type FoundHeader = {
  /** Index into the grid's rows of the (first) header row. */
  headerRow: number;
  /** Index into the grid's rows of the first row after the header. */
  dataStart: number;
  texts: string[];
  fields: (KnownField | null)[];
};

/** Longer text is a note, not a header cell. */
const MAX_HEADER_LENGTH = 60;

const NAME_FIELDS: ReadonlySet<KnownField> = new Set(['lastName', 'fullName']);

const headerTexts = (row: GridRow): string[] =>
  row.cells.map((cell) => (typeof cell === 'string' ? cellText(cell) : ''));

/** Known header cells of a row; numbers and dates are never headers. */
export const headerFields = (row: GridRow): (KnownField | null)[] =>
  headerTexts(row).map((text) => (text === '' ? null : fieldOfHeader(text)));

const distinctFields = (fields: readonly (KnownField | null)[]) =>
  new Set(fields.filter((field) => field !== null));

/** A header names at least two known columns, one of them a name: that is what makes a row of riders readable. */
const isHeaderLike = (fields: readonly (KnownField | null)[]) => {
  const distinct = distinctFields(fields);
  return distinct.size >= 2 && [...distinct].some((field) => NAME_FIELDS.has(field));
};

/**
 * A second header row under the first (the first has 'Участник' over 'Фамилия' | 'Имя'): taken only
 * when each of its cells is a known header or repeats the cell above (a merge over both rows), so a
 * data row that happens to hold a header word is never read as one.
 */
const combineWithSubHeader = (main: GridRow, sub: GridRow | undefined) => {
  if (!sub) return null;
  const mainTexts = headerTexts(main);
  const subTexts = headerTexts(sub);
  const subFields = headerFields(sub);
  const width = Math.max(main.cells.length, sub.cells.length);
  let hasOwnHeader = false;
  for (let index = 0; index < width; index += 1) {
    const text = cellText(sub.cells[index]);
    if (text === '') continue;
    if (subFields[index]) hasOwnHeader ||= text !== (mainTexts[index] ?? '');
    else if (text !== (mainTexts[index] ?? '')) return null;
  }
  if (!hasOwnHeader) return null;
  const mainFields = headerFields(main);
  const texts: string[] = [];
  const fields: (KnownField | null)[] = [];
  for (let index = 0; index < width; index += 1) {
    const subField = subFields[index] ?? null;
    const useSub = subField !== null || (mainTexts[index] ?? '') === '';
    texts.push(useSub ? (subTexts[index] ?? '') : (mainTexts[index] ?? ''));
    fields.push(useSub ? subField : (mainFields[index] ?? null));
  }
  return distinctFields(fields).size > distinctFields(mainFields).size ? { texts, fields } : null;
};

/** Finds the header among the first rows: the row naming the most known columns (the first of equals). */
export const locateHeader = (rows: readonly GridRow[]): FoundHeader | null => {
  let best: { index: number; score: number } | null = null;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index];
    if (!row) continue;
    const fields = headerFields(row);
    if (!isHeaderLike(fields)) continue;
    const score = distinctFields(fields).size;
    if (!best || score > best.score) best = { index, score };
  }
  if (!best) return null;
  const main = rows[best.index] as GridRow;
  const combined = combineWithSubHeader(main, rows[best.index + 1]);
  if (combined) return { headerRow: best.index, dataStart: best.index + 2, ...combined };
  return {
    headerRow: best.index,
    dataStart: best.index + 1,
    texts: headerTexts(main),
    fields: headerFields(main),
  };
};

/**
 * A header row repeated between groups: at least half of the header's known columns (and two or
 * more) carry the same header again. Only the header's own columns are looked at, and only text
 * cells, so a row of riders costs a few comparisons.
 */
export const isRepeatedHeader = (row: GridRow, header: FoundHeader): boolean => {
  let known = 0;
  let same = 0;
  header.fields.forEach((field, index) => {
    if (!field) return;
    known += 1;
    const cell = row.cells[index];
    if (typeof cell !== 'string' || cell.length > MAX_HEADER_LENGTH) return;
    const text = cellText(cell);
    if (text === header.texts[index] || fieldOfHeader(text) === field) same += 1;
  });
  return same >= 2 && same * 2 >= known;
};
