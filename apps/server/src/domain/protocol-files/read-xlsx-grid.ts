import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { MAX_COLUMNS, MAX_DATA_ROWS, type CellValue, type GridRow, type SheetGrid } from './sheet-grid.js';

/** Formulas give their cached result, rich text its plain text, hyperlinks their text, errors their code. */
const plainValue = (value: ExcelJS.CellValue | undefined, depth = 0): CellValue => {
  if (value == null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value !== 'object' || depth > 3) return null;
  if ('richText' in value) {
    return Array.isArray(value.richText)
      ? value.richText.map((run) => String(run?.text ?? '')).join('')
      : null;
  }
  if ('formula' in value || 'sharedFormula' in value)
    return plainValue(value.result as ExcelJS.CellValue, depth + 1);
  if ('hyperlink' in value) return plainValue(value.text as ExcelJS.CellValue, depth + 1);
  if ('error' in value) return String(value.error);
  return null;
};

const hasData = (sheet: ExcelJS.Worksheet) => sheet.actualRowCount > 0;

/** The first visible worksheet with data (a hidden first sheet often holds lookups), else any with data. */
const pickWorksheet = (workbook: ExcelJS.Workbook): ExcelJS.Worksheet | undefined =>
  workbook.worksheets.find((sheet) => sheet.state === 'visible' && hasData(sheet)) ??
  workbook.worksheets.find(hasData);

type Slave = { row: GridRow; column: number; master: ExcelJS.Cell };

/**
 * Reads the first worksheet with data into a grid. exceljs repeats a merged cell's value in every
 * cell it covers; we keep that only for merges spanning several rows (a header cell over two header
 * rows, a team name over its riders). A merge within one row (a group title across the table, a
 * header over its sub-columns) keeps its value in the first cell only, as the sheet shows it.
 */
const sheetToGrid = (sheet: ExcelJS.Worksheet): SheetGrid => {
  if (sheet.actualRowCount > 2 * MAX_DATA_ROWS) throw badRequest(FILE_MESSAGES.tooManyRows(MAX_DATA_ROWS));
  const rows: GridRow[] = [];
  const slaves: Slave[] = [];
  const multiRowMasters = new Set<string>();
  let hasWideCells = false;
  sheet.eachRow((excelRow, rowNumber) => {
    const row: GridRow = { rowNumber, cells: [] };
    excelRow.eachCell((cell, column) => {
      if (column > MAX_COLUMNS) {
        hasWideCells = true;
        return;
      }
      if (cell.type === ExcelJS.ValueType.Merge) {
        const master = cell.master;
        slaves.push({ row, column, master });
        if (Number(master.row) !== rowNumber) multiRowMasters.add(master.address);
        return;
      }
      row.cells[column - 1] = plainValue(cell.value);
    });
    rows.push(row);
  });
  for (const { row, column, master } of slaves) {
    if (multiRowMasters.has(master.address)) row.cells[column - 1] = plainValue(master.value);
  }
  for (const row of rows) {
    for (let index = 0; index < row.cells.length; index += 1) row.cells[index] ??= null;
  }
  return { rows, warnings: hasWideCells ? [`Столбцы после ${MAX_COLUMNS}-го не читаются`] : [] };
};

export type XlsxGrid = SheetGrid & { isDate1904: boolean };

/** An .xlsx file as a grid; any failure of the zip or the XML inside is one clear 400. */
export const readXlsxGrid = async (bytes: Buffer): Promise<XlsxGrid> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(FILE_MESSAGES.brokenXlsx);
  }
  try {
    // A zip without worksheets (an empty archive, a .docx) is not a workbook at all.
    if (workbook.worksheets.length === 0) throw badRequest(FILE_MESSAGES.brokenXlsx);
    const sheet = pickWorksheet(workbook);
    if (!sheet) throw badRequest(FILE_MESSAGES.noSheetData);
    return { ...sheetToGrid(sheet), isDate1904: workbook.properties?.date1904 === true };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(FILE_MESSAGES.brokenXlsx);
  }
};
