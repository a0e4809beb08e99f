import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { AppError } from '../../src/errors.js';
import { readProtocolFile } from '../../src/domain/protocol-files/index.js';
import type { ParsedResultRow, ProtocolFileReport } from '../../src/domain/protocol-files/index.js';

/** Fixtures are built in memory, per test: a sheet is rows of cell values as exceljs writes them. */
export type SheetCell = ExcelJS.CellValue;

export type SheetOptions = {
  /** Ranges to merge, 'A1:B2'. */
  merges?: string[];
  /** Number formats by cell address, 'E4': 'h:mm:ss.0'. */
  numberFormats?: Record<string, string>;
  /** Worksheets before the one with the data. */
  sheetsBefore?: { name: string; rows: SheetCell[][]; hidden?: boolean }[];
  date1904?: boolean;
};

export const xlsxOf = async (rows: SheetCell[][], options: SheetOptions = {}): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  if (options.date1904) workbook.properties.date1904 = true;
  for (const before of options.sheetsBefore ?? []) {
    const sheet = workbook.addWorksheet(before.name, { state: before.hidden ? 'hidden' : 'visible' });
    for (const row of before.rows) sheet.addRow(row);
  }
  const sheet = workbook.addWorksheet('Протокол');
  rows.forEach((row, index) => {
    // Cell by cell, so that empty rows keep their place.
    row.forEach((value, column) => {
      if (value !== null && value !== undefined) sheet.getCell(index + 1, column + 1).value = value;
    });
  });
  for (const range of options.merges ?? []) sheet.mergeCells(range);
  for (const [address, format] of Object.entries(options.numberFormats ?? {}))
    sheet.getCell(address).numFmt = format;
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A text table: lines of cells joined by the separator, CRLF line ends as Excel writes them. */
export const textOf = (lines: string[][], separator = ';', lineEnd = '\r\n'): string =>
  lines.map((cells) => cells.join(separator)).join(lineEnd) + lineEnd;

export const utf8 = (text: string, withBom = false): Buffer =>
  Buffer.concat([withBom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);

export const cp1251 = (text: string): Buffer => iconv.encode(text, 'win1251');

/** A fixed clock: ages and plausible years do not drift with the calendar. */
export const NOW = new Date('2025-06-01T12:00:00Z');

export const read = (bytes: Buffer, fileName = 'protocol.csv'): Promise<ProtocolFileReport> =>
  readProtocolFile(bytes, fileName, { now: NOW });

export const readCsv = (lines: string[][], separator = ';'): Promise<ProtocolFileReport> =>
  read(utf8(textOf(lines, separator)));

export const readSheet = async (rows: SheetCell[][], options?: SheetOptions): Promise<ProtocolFileReport> =>
  read(await xlsxOf(rows, options), 'protocol.xlsx');

/** The row that came from a given spreadsheet row. */
export const rowAt = (report: ProtocolFileReport, rowNumber: number): ParsedResultRow => {
  const row = report.rows.find((candidate) => candidate.rowNumber === rowNumber);
  if (!row)
    throw new Error(
      `no rider read from row ${rowNumber}; rows: ${report.rows.map((r) => r.rowNumber).join(', ')}`,
    );
  return row;
};

/** The canonical header, and riders with sensible defaults to override per test. */
export const HEADER = ['Место', 'Фамилия', 'Имя', 'Год рождения', 'Время'];

export const rider = (
  overrides: Partial<Record<'place' | 'last' | 'first' | 'year' | 'time', string>> = {},
) => [
  overrides.place ?? '1',
  overrides.last ?? 'Иванов',
  overrides.first ?? 'Иван',
  overrides.year ?? '1985',
  overrides.time ?? '2:26:58.9',
];

/** Asserts the file is refused with a 400 and exactly this message. */
export const expectRefusal = async (promise: Promise<unknown>, message: string | RegExp) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(400);
  if (typeof message === 'string') expect((error as AppError).message).toBe(message);
  else expect((error as AppError).message).toMatch(message);
};
