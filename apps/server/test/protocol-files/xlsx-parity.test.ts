import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readXlsxGrid } from '../../src/domain/protocol-files/read-xlsx-grid.js';
import type { CellValue, GridRow } from '../../src/domain/protocol-files/sheet-grid.js';
import { xlsxOf, type SheetCell } from './build-files.js';

/**
 * The streaming reader gives the grid the whole-file reader gave (exceljs's `xlsx.load`, which
 * the server used before issue 16), for random sheets of every cell type, merges, a hidden first
 * sheet and the 1904 date system. Two differences are deliberate (docs/decisions/uploads.md): rows made
 * only of empty merged cells are not listed, and a formula's `false` result is `false`, not empty.
 */
const plainValue = (value: ExcelJS.CellValue | undefined, depth = 0): CellValue => {
  if (value == null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value !== 'object' || depth > 3) return null;
  if ('richText' in value) return value.richText.map((run) => String(run?.text ?? '')).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return plainValue(value.result as ExcelJS.CellValue, depth + 1);
  if ('hyperlink' in value) return plainValue(value.text as ExcelJS.CellValue, depth + 1);
  if ('error' in value) return String(value.error);
  return null;
};

/** The whole-file reading, as read-xlsx-grid.ts did it before. */
const wholeFileGrid = async (bytes: Buffer): Promise<GridRow[]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const hasData = (sheet: ExcelJS.Worksheet) => sheet.actualRowCount > 0;
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === 'visible' && hasData(candidate)) ??
    workbook.worksheets.find(hasData)!;
  const rows: GridRow[] = [];
  const slaves: { row: GridRow; column: number; master: ExcelJS.Cell }[] = [];
  const multiRowMasters = new Set<string>();
  sheet.eachRow((excelRow, rowNumber) => {
    const row: GridRow = { rowNumber, cells: [] };
    excelRow.eachCell((cell, column) => {
      if (cell.type === ExcelJS.ValueType.Merge) {
        slaves.push({ row, column, master: cell.master });
        if (Number(cell.master.row) !== rowNumber) multiRowMasters.add(cell.master.address);
        return;
      }
      row.cells[column - 1] = plainValue(cell.value);
    });
    rows.push(row);
  });
  for (const { row, column, master } of slaves)
    if (multiRowMasters.has(master.address)) row.cells[column - 1] = plainValue(master.value);
  for (const row of rows) for (let index = 0; index < row.cells.length; index += 1) row.cells[index] ??= null;
  return rows;
};

/** Rows with a value; a `false` read as empty (the whole-file reader dropped false formula results). */
const comparable = (rows: readonly GridRow[]) =>
  rows
    .map((row) => ({ ...row, cells: row.cells.map((cell) => (cell === false ? null : cell)) }))
    .filter((row) => row.cells.some((cell) => cell !== null))
    .map((row) => {
      const cells = [...row.cells];
      while (cells.length > 0 && cells.at(-1) === null) cells.pop();
      return { rowNumber: row.rowNumber, cells };
    });

const cellArbitrary: fc.Arbitrary<SheetCell> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('Иванов Пётр', 'ЁЛКИН-ЩУКИН', 'Вперёд «Клуб»', ' пробелы '),
  fc.integer({ min: -5, max: 3000 }),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  fc.boolean(),
  fc.date({ min: new Date('1900-03-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
  fc
    .oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.boolean())
    .map((result) => ({ formula: 'A1', result }) as SheetCell),
  fc
    .array(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 })
    .map((texts) => ({ richText: texts.map((text) => ({ text })) })),
);

describe('the streaming xlsx reader and the whole-file one', () => {
  it('read the same grid from random sheets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cellArbitrary, { maxLength: 8 }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 8 }), fc.nat(3), fc.nat(2)),
          { maxLength: 3 },
        ),
        fc.boolean(),
        fc.boolean(),
        async (rows, merges, hasHiddenFirstSheet, date1904) => {
          // Overlapping merges are refused by exceljs as they are by Excel: keep the ones it takes.
          const ranges: string[] = [];
          const probe = new ExcelJS.Workbook().addWorksheet('probe');
          for (const [row, column, down, right] of merges) {
            try {
              probe.mergeCells(row, column, row + down, column + right);
              ranges.push(
                probe.getCell(row, column).master.address +
                  ':' +
                  probe.getCell(row + down, column + right).address,
              );
            } catch {
              // overlaps an earlier merge
            }
          }
          const bytes = await xlsxOf(rows, {
            merges: ranges,
            date1904,
            ...(hasHiddenFirstSheet
              ? { sheetsBefore: [{ name: 'справочник', rows: [['x', 1]], hidden: true }] }
              : {}),
          });
          const streamed = await readXlsxGrid(bytes).then(
            (grid) => comparable(grid.rows),
            () => 'refused',
          );
          const whole = await wholeFileGrid(bytes).then(comparable, () => 'refused');
          // A sheet of only empty merges was 'data' to the whole-file reader: it then found no header.
          if (Array.isArray(whole) && whole.length === 0) return;
          expect(streamed).toEqual(whole);
        },
      ),
      { numRuns: 150, seed: 16 },
    );
  });
});
