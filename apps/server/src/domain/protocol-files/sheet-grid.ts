/**
 * What every format is reduced to before any cell is interpreted: rows of raw cell values with
 * the row numbers the spreadsheet shows. Excel keeps its types (numbers, dates); CSV is all text.
 */
export type CellValue = string | number | boolean | Date | null;

export type GridRow = { rowNumber: number; cells: CellValue[] };

export type SheetGrid = {
  rows: GridRow[];
  /** Things noticed while reading the sheet itself (columns cut off, hidden sheets…). */
  warnings: string[];
};

/** Columns past this are never read: no protocol has that many, and a damaged file must not cost memory. */
export const MAX_COLUMNS = 256;

/** The hard cap of the upload: more data rows than this are refused. */
export const MAX_DATA_ROWS = 20_000;

/**
 * Title rows sit within the first rows; the header is searched for there. The grid readers stop
 * early once a file has more non-blank rows than the cap plus this margin.
 */
export const HEADER_SEARCH_ROWS = 50;
