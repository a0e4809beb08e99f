import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { MAX_COLUMNS, MAX_DATA_ROWS, XLSX_LIMITS, type CellValue, type GridRow } from './sheet-grid.js';

/** What a sheet's cells refer to: the workbook's shared strings and number formats. */
export type SheetContext = {
  sharedStrings: readonly unknown[];
  /** The number format of a style id (exceljs's style manager), for telling dates from numbers. */
  numberFormatOf: (styleId: number) => string | undefined;
  isDate1904: boolean;
};

export type SheetRead = { rows: GridRow[]; hasWideCells: boolean };

/** Thrown for XML that no spreadsheet program writes (cell references past Excel's sheet). */
export class BrokenSheetError extends Error {}

const CELL_REFERENCE = /^([A-Z]{1,3})(\d{1,7})$/;
const MERGE_RANGE = /^([A-Z]{1,3}\d{1,7}):([A-Z]{1,3}\d{1,7})$/;

const columnNumber = (letters: string): number => {
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
};

const decodeReference = (reference: string): { row: number; column: number } => {
  const match = CELL_REFERENCE.exec(reference.toUpperCase());
  if (!match) throw new BrokenSheetError(`cell reference ${reference}`);
  const position = { row: Number(match[2]), column: columnNumber(match[1]!) };
  if (position.row < 1 || position.row > XLSX_LIMITS.lastRow || position.column > XLSX_LIMITS.lastColumn)
    throw new BrokenSheetError(`cell reference ${reference}`);
  return position;
};

/** Excel's date test (exceljs's, so the streaming reader tells dates as the whole-file one did). */
const isDateFormat = (format: string | undefined): boolean =>
  format !== undefined && /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const excelToDate = (serial: number, isDate1904: boolean) =>
  new Date(Math.round((serial - 25569 + (isDate1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** A shared string as plain text: rich text is the text of its runs; an empty one (read as null) is ''. */
const sharedText = (entry: unknown): string | null => {
  if (typeof entry === 'string') return entry;
  if (entry === null) return '';
  if (entry && typeof entry === 'object' && 'richText' in entry && Array.isArray(entry.richText))
    return entry.richText.map((run: { text?: unknown }) => String(run?.text ?? '')).join('');
  return null;
};

type OpenCell = {
  column: number;
  type: string | undefined;
  styleId: number;
  hasFormula: boolean;
  value: string | undefined;
  /** Text of <is> (an inline string, its rich runs joined). */
  inline: string | undefined;
};

/**
 * A cell's value as the whole-file exceljs reader gave it after our plainValue: formulas give their
 * cached result (typed by the cell's `t`), shared strings and inline strings their text, errors
 * their code, numbers in a date format a Date.
 */
const cellValue = (cell: OpenCell, context: SheetContext): CellValue => {
  const asDate = (serial: number) =>
    isDateFormat(context.numberFormatOf(cell.styleId)) ? excelToDate(serial, context.isDate1904) : serial;
  const raw = cell.type === 'inlineStr' && cell.inline !== undefined ? cell.inline : cell.value;
  if (raw === undefined) return null;
  switch (cell.type) {
    case 's':
      return cell.hasFormula
        ? asDate(Number.parseFloat(raw))
        : sharedText(context.sharedStrings[Number.parseInt(raw, 10)]);
    case 'str':
    case 'inlineStr':
    case 'e':
      return raw;
    case 'b':
      return Number.parseInt(raw, 10) !== 0;
    default:
      return asDate(Number.parseFloat(raw));
  }
};

type Merge = { top: number; left: number; bottom: number; right: number };

/**
 * Reads a worksheet's XML as it streams in, keeping only rows with values, in columns up to
 * MAX_COLUMNS. The row, cell and merge counts are checked as each one arrives, before it is kept.
 * Merges (listed after the cells in the XML) are applied at the end as the whole-file reader did:
 * a merge over several rows repeats its value in each row, a merge within one row keeps it in its
 * first cell only.
 */
export const readSheetXml = async (text: Readable, context: SheetContext): Promise<SheetRead> => {
  const rows = new Map<number, CellValue[]>();
  const merges: Merge[] = [];
  let keptCells = 0;
  let hasWideCells = false;
  let isInOrder = true;
  let lastRowNumber = 0;
  let row: { number: number; cells: CellValue[]; lastColumn: number } | null = null;
  let cell: OpenCell | null = null;
  let target: 'value' | 'inline' | null = null;
  let isInInline = false;

  const countCell = () => {
    keptCells += 1;
    if (keptCells > XLSX_LIMITS.cells) throw badRequest(FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells));
  };
  const keepRow = (number: number, cells: CellValue[]) => {
    rows.set(number, cells);
    if (rows.size > XLSX_LIMITS.sheetRows) throw badRequest(FILE_MESSAGES.tooManyRows(MAX_DATA_ROWS));
  };

  const openTag = (tag: SaxesTagPlain) => {
    const attributes = tag.attributes as Record<string, string>;
    switch (tag.name) {
      case 'row': {
        const number = attributes.r === undefined ? lastRowNumber + 1 : Number(attributes.r);
        if (!Number.isInteger(number) || number < 1 || number > XLSX_LIMITS.lastRow)
          throw new BrokenSheetError(`row ${attributes.r}`);
        if (number <= lastRowNumber) isInOrder = false;
        lastRowNumber = number;
        row = { number, cells: rows.get(number) ?? [], lastColumn: 0 };
        return;
      }
      case 'c': {
        if (!row) return;
        const column = attributes.r === undefined ? row.lastColumn + 1 : decodeReference(attributes.r).column;
        if (column > XLSX_LIMITS.lastColumn) throw new BrokenSheetError(`column ${column}`);
        row.lastColumn = column;
        cell = {
          column,
          type: attributes.t,
          styleId: attributes.s === undefined ? 0 : Number.parseInt(attributes.s, 10),
          hasFormula: false,
          value: undefined,
          inline: undefined,
        };
        return;
      }
      case 'f':
        if (cell) cell.hasFormula = true;
        return;
      case 'v':
        if (cell) target = 'value';
        return;
      case 'is':
        isInInline = cell !== null;
        return;
      case 't':
        if (cell && isInInline) target = 'inline';
        return;
      case 'mergeCell': {
        const match = MERGE_RANGE.exec((attributes.ref ?? '').toUpperCase());
        if (!match) return;
        if (merges.length >= XLSX_LIMITS.merges)
          throw badRequest(FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells));
        const from = decodeReference(match[1]!);
        const to = decodeReference(match[2]!);
        merges.push({
          top: Math.min(from.row, to.row),
          left: Math.min(from.column, to.column),
          bottom: Math.max(from.row, to.row),
          right: Math.max(from.column, to.column),
        });
        return;
      }
      default:
        return;
    }
  };

  const addText = (value: string) => {
    if (!cell || !target) return;
    if (target === 'value') cell.value = (cell.value ?? '') + value;
    else cell.inline = (cell.inline ?? '') + value;
  };

  const closeTag = (tag: SaxesTagPlain) => {
    switch (tag.name) {
      case 'v':
      case 't':
        target = null;
        return;
      case 'is':
        isInInline = false;
        return;
      case 'c': {
        if (!row || !cell) return;
        if (cell.column > MAX_COLUMNS) {
          if (cell.value !== undefined || cell.inline !== undefined) hasWideCells = true;
        } else {
          const value = cellValue(cell, context);
          const previous = row.cells[cell.column - 1];
          if (value !== null && (previous === undefined || previous === null)) countCell();
          row.cells[cell.column - 1] = value;
        }
        cell = null;
        return;
      }
      case 'row': {
        if (!row) return;
        if (row.cells.some((value) => value !== null && value !== undefined)) keepRow(row.number, row.cells);
        row = null;
        return;
      }
      default:
        return;
    }
  };

  const parser = new SaxesParser();
  let failure: unknown = null;
  parser.on('opentag', (tag) => {
    if (failure === null) {
      try {
        openTag(tag as SaxesTagPlain);
      } catch (error) {
        failure = error;
      }
    }
  });
  parser.on('text', addText);
  parser.on('closetag', (tag) => {
    if (failure === null) {
      try {
        closeTag(tag as SaxesTagPlain);
      } catch (error) {
        failure = error;
      }
    }
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of text) {
    parser.write(chunk as string);
    if (failure !== null) throw failure;
  }
  parser.close();
  if (failure !== null) throw failure;

  applyMerges(rows, merges, countCell, keepRow);
  const numbers = [...rows.keys()];
  if (!isInOrder || merges.length > 0) numbers.sort((a, b) => a - b);
  const grid: GridRow[] = numbers.map((number) => {
    const cells = rows.get(number)!;
    for (let index = 0; index < cells.length; index += 1) cells[index] ??= null;
    return { rowNumber: number, cells };
  });
  return { rows: grid, hasWideCells };
};

/**
 * Fills merged ranges. Every row and cell it visits is counted against the cell limit, so a sheet
 * of many huge merges costs bounded time: real sheets merge a few header cells and team names.
 */
const applyMerges = (
  rows: Map<number, CellValue[]>,
  merges: readonly Merge[],
  countCell: () => void,
  keepRow: (number: number, cells: CellValue[]) => void,
) => {
  let work = 0;
  const step = () => {
    work += 1;
    if (work > XLSX_LIMITS.cells) throw badRequest(FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells));
  };
  const fill = (number: number, cells: CellValue[], merge: Merge, value: CellValue) => {
    for (let column = merge.left; column <= Math.min(merge.right, MAX_COLUMNS); column += 1) {
      if (number === merge.top && column === merge.left) continue;
      step();
      const previous = cells[column - 1];
      if (value !== null && (previous === undefined || previous === null)) countCell();
      cells[column - 1] = value;
    }
  };
  for (const merge of merges) {
    if (merge.left > MAX_COLUMNS) continue;
    const master = rows.get(merge.top)?.[merge.left - 1] ?? null;
    if (merge.bottom > merge.top && master !== null) {
      // The value repeats in every row of the range; a row made only of this merge's cells is
      // listed too, as the whole-file reader listed it (the row and cell limits bound the loop).
      for (let number = merge.top; number <= merge.bottom; number += 1) {
        step();
        let cells = rows.get(number);
        if (!cells) {
          cells = [];
          keepRow(number, cells);
        }
        fill(number, cells, merge, master);
      }
      continue;
    }
    // Within one row (or with an empty first cell): the other cells of the range are empty.
    if (merge.bottom - merge.top + 1 <= rows.size) {
      for (let number = merge.top; number <= merge.bottom; number += 1) {
        step();
        const cells = rows.get(number);
        if (cells) fill(number, cells, merge, null);
      }
      continue;
    }
    for (const [number, cells] of rows) {
      step();
      if (number >= merge.top && number <= merge.bottom) fill(number, cells, merge, null);
    }
  }
};
