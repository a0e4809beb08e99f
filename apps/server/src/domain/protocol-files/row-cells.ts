import { cellText } from './cell-text.js';
import { columnLabel, type ColumnLayout, type KnownField } from './column-layout.js';
import type { CellValue, GridRow } from './sheet-grid.js';

/** One field's cell of a row: its raw value, its text, and how messages name its column. */
export type RowCell = { value: CellValue; text: string; label: string };

export type RowCells = {
  at: (field: KnownField) => RowCell;
  has: (field: KnownField) => boolean;
  /** 'Строка 14', as every message about this row begins. */
  line: string;
};

const NO_CELL: RowCell = { value: null, text: '', label: '' };

/** Field-by-field access to a row through the layout; a field without a column reads as empty. */
export const rowCells = (row: GridRow, layout: ColumnLayout): RowCells => ({
  at: (field) => {
    const index = layout.indexOf[field];
    if (index === undefined) return NO_CELL;
    const value = row.cells[index] ?? null;
    return { value, text: cellText(value), label: columnLabel(layout, index) };
  },
  has: (field) => layout.indexOf[field] !== undefined,
  line: `Строка ${row.rowNumber}`,
});
