import { badRequest } from '../../errors.js';
import { cellText } from './cell-text.js';
import type { KnownField } from './column-layout.js';
import { headerKey } from './normalize-key.js';
import { HEADER_SEARCH_ROWS, type GridRow } from './sheet-grid.js';
import type { ColumnAssignment, ReadProtocolFileOptions } from './types.js';

/** Rows with fewer filled cells than this are title or note rows, not a table's header or riders. */
export const MIN_TABLE_CELLS = 3;

const HAS_LETTER = /\p{L}/u;

/**
 * The key a mapping by hand is remembered by: the header texts folded as the header dictionary
 * folds them (case, ё, dots, spaces, remarks in parentheses), joined; null for a file without
 * header texts, which has nothing to be recognised by.
 */
export const headerSignature = (texts: readonly string[]): string | null => {
  const keys = texts.map(headerKey);
  while (keys.length > 0 && keys.at(-1) === '') keys.pop();
  return keys.some((key) => key !== '') ? keys.join('|') : null;
};

/** A row of text cells above the data that names nothing the header dictionary knows. */
export type UnknownHeader = { index: number; texts: string[] };

/**
 * The header of a file whose header words are all unknown: the first row (among the first rows) of
 * at least three filled cells, every one of them text with a letter. Riders' rows always hold a
 * number (a place, a year), so they are never taken for it.
 */
export const findUnknownHeader = (rows: readonly GridRow[]): UnknownHeader | null => {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index] as GridRow;
    const filled = row.cells.filter((cell) => cellText(cell) !== '');
    if (filled.length < MIN_TABLE_CELLS) continue;
    const isText = filled.every((cell) => typeof cell === 'string' && HAS_LETTER.test(cell));
    if (!isText) return null;
    return { index, texts: row.cells.map((cell) => (typeof cell === 'string' ? cellText(cell) : '')) };
  }
  return null;
};

/** The first row that may hold riders (three filled cells), or -1 for a file that is no table. */
export const firstTableRow = (rows: readonly GridRow[]): number =>
  rows.findIndex((row) => row.cells.filter((cell) => cellText(cell) !== '').length >= MIN_TABLE_CELLS);

export type ChosenMapping = { source: 'request' | 'remembered'; columns: ColumnAssignment[] };

/**
 * The mapping by hand that applies: the one sent with the request (an empty one means none, and
 * the remembered one is not used), else the one remembered for the file's header signature.
 */
export const chooseMapping = (
  options: Pick<ReadProtocolFileOptions, 'columnMapping' | 'rememberedMappings'>,
  signature: string | null,
): ChosenMapping | null => {
  if (options.columnMapping) {
    return options.columnMapping.length > 0
      ? { source: 'request', columns: [...options.columnMapping] }
      : null;
  }
  const remembered = signature === null ? undefined : options.rememberedMappings?.get(signature);
  return remembered && remembered.length > 0 ? { source: 'remembered', columns: [...remembered] } : null;
};

/**
 * The fields per column with the mapping laid over them. A column the request names past the
 * table's last column is refused; a remembered mapping's such column is left out (the mapping
 * answers the columns it fits).
 */
export const applyMapping = (
  fields: readonly (KnownField | null)[],
  width: number,
  mapping: ChosenMapping,
): { fields: (KnownField | null)[]; manual: Set<number>; columns: ColumnAssignment[] } => {
  const mapped = Array.from({ length: width }, (_, index) => fields[index] ?? null);
  const manual = new Set<number>();
  const columns: ColumnAssignment[] = [];
  for (const assignment of [...mapping.columns].sort((a, b) => a.columnIndex - b.columnIndex)) {
    if (assignment.columnIndex >= width) {
      if (mapping.source === 'request')
        throw badRequest(`В файле нет столбца ${assignment.columnIndex + 1}: в нём ${width} столбцов`);
      continue;
    }
    mapped[assignment.columnIndex] = assignment.field === 'ignored' ? null : assignment.field;
    manual.add(assignment.columnIndex);
    columns.push(assignment);
  }
  return { fields: mapped, manual, columns };
};
