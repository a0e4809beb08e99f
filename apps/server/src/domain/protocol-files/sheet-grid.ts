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

/**
 * Limits of reading a spreadsheet, checked while it is read and before anything is kept, so a
 * small file that unpacks to gigabytes (a zip bomb) or holds millions of cells costs a bounded
 * amount of memory and time. The real protocols we have seen are far below each of them.
 */
export const XLSX_LIMITS = {
  /** All parts of the archive together, as declared and as actually inflated. */
  unpackedBytes: 100 * 1024 * 1024,
  /** Parts of the archive (a workbook has a few dozen). */
  zipEntries: 10_000,
  /** Rows with values in the sheet read: the data-row cap twice over (title rows, group rows, notes). */
  sheetRows: 2 * MAX_DATA_ROWS,
  /** Cells with a value kept from the sheet (and shared strings held to fill them). */
  cells: 1_000_000,
  /** Merged ranges of a sheet. */
  merges: 50_000,
  /** Characters between two XML tags: Excel keeps at most 32,767 in a cell, escaping adds a few. */
  xmlRun: 1_000_000,
  /** Excel's own sheet size. */
  lastRow: 1_048_576,
  lastColumn: 16_384,
} as const;
