import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProtocolTemplate, type ProtocolFileReport } from '../../src/domain/protocol-files/index.js';
import { AppError } from '../../src/errors.js';
import { HEADER, NOW, read, textOf, utf8, xlsxOf, type SheetCell } from './build-files.js';

/**
 * Whatever bytes arrive, the reader either answers with a report or refuses with a 400:
 * never another exception (which the server would turn into a 500).
 */
const readOrRefuse = async (bytes: Buffer, fileName: string): Promise<ProtocolFileReport | null> => {
  try {
    const report = await read(bytes, fileName);
    expectSaneReport(report);
    return report;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
    expect(error.message).not.toBe('');
    return null;
  }
};

const MESSAGE_START = /^(Строка \d+|Строки \d+ и \d+|В файле|Столбцы после|…и ещё)/;

const expectSaneReport = (report: ProtocolFileReport) => {
  const rowNumbers = report.rows.map((row) => row.rowNumber);
  expect(rowNumbers).toEqual([...rowNumbers].sort((a, b) => a - b));
  expect(new Set(rowNumbers).size).toBe(rowNumbers.length);
  for (const row of report.rows) {
    expect(Number.isInteger(row.rowNumber) && row.rowNumber >= 1).toBe(true);
    if (row.place !== null) expect(Number.isInteger(row.place) && row.place >= 1).toBe(true);
    if (row.resultTimeMs !== null)
      expect(Number.isFinite(row.resultTimeMs) && row.resultTimeMs >= 0).toBe(true);
    if (row.yearOfBirth !== null) expect(row.yearOfBirth).toBeGreaterThanOrEqual(1900);
    if (row.points !== null) expect(Number.isFinite(row.points)).toBe(true);
    expect(['F', 'DNF', 'DNS', 'DSQ']).toContain(row.status);
  }
  for (const message of [...report.errors, ...report.warnings]) expect(message).toMatch(MESSAGE_START);
};

const RUNS = { numRuns: 300 };

/** Cell contents drawn from what real protocols hold, and from nothing in particular. */
const cellText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '-', 'DNF', 'н/с', 'снят', 'вне зачёта', 'OUT', '1', '2', '1985', '85', '12.05.1985'),
  fc.constantFrom('2:26:58.9', '03:11.7', '14:26,194', '+1 круг', '1:07:31.800000', 'М40-49', 'Ж', 'ЖЕНЩИНЫ'),
  fc.constantFrom(
    'Иванов Иван',
    'ИВАНОВ',
    'петров-водкин',
    'Место',
    'ФИО',
    'Г.р.',
    '"',
    '""',
    ';',
    ',',
    '\t',
  ),
  fc.integer({ min: -5, max: 3000 }).map(String),
);

describe('fuzz: the reader never throws anything but a 400', () => {
  let validXlsx: Buffer;
  let validCsv: Buffer;

  beforeAll(async () => {
    validXlsx = await buildProtocolTemplate();
    validCsv = utf8(
      textOf([
        ['Протокол, 12.05.2024'],
        [...HEADER, 'Статус'],
        ['1', 'Иванов', 'Иван', '1985', '2:26:58.9', ''],
        ['', '"Петров, Пётр"', 'Пётр', '1990', 'DNF', 'DNF'],
      ]),
    );
  });

  it('random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('a.csv', 'a.xlsx', 'a.txt'),
        (bytes, name) => readOrRefuse(Buffer.from(bytes), name).then(() => undefined),
      ),
      RUNS,
    );
  });

  it('random bytes behind a zip signature', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), (bytes) =>
        readOrRefuse(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), bytes]), 'a.xlsx').then(
          () => undefined,
        ),
      ),
      RUNS,
    );
  });

  it('a valid xlsx cut short anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: validXlsx.length }), (length) =>
        readOrRefuse(validXlsx.subarray(0, length), 'a.xlsx').then(() => undefined),
      ),
      RUNS,
    );
  });

  it('a valid csv cut short anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: validCsv.length }), (length) =>
        readOrRefuse(validCsv.subarray(0, length), 'a.csv').then(() => undefined),
      ),
      RUNS,
    );
  });

  it('a valid xlsx with some bytes changed', async () => {
    const mutation = fc.array(
      fc.record({ at: fc.integer({ min: 0, max: 1_000_000 }), byte: fc.integer({ min: 0, max: 255 }) }),
      { minLength: 1, maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(mutation, (changes) => {
        const bytes = Buffer.from(validXlsx);
        for (const { at, byte } of changes) bytes[at % bytes.length] = byte;
        return readOrRefuse(bytes, 'a.xlsx').then(() => undefined);
      }),
      RUNS,
    );
  });

  it('random cells under a valid header, as csv', async () => {
    const table = fc.array(fc.array(cellText, { minLength: 0, maxLength: 8 }), { maxLength: 15 });
    await fc.assert(
      fc.asyncProperty(table, fc.constantFrom(';', ',', '\t'), (rows, separator) => {
        const lines = [['Место', 'ФИО', 'Г.р.', 'Время', 'Статус', 'Группа', 'Спринт', 'Очки'], ...rows];
        return readOrRefuse(utf8(textOf(lines, separator)), 'a.csv').then(() => undefined);
      }),
      RUNS,
    );
  });

  it('random typed cells under a valid header, as xlsx', async () => {
    const typedCell: fc.Arbitrary<SheetCell> = fc.oneof(
      cellText,
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
      fc.integer({ min: -10, max: 100_000 }),
      fc.boolean(),
      fc.date({
        min: new Date('1899-12-30T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.constant(null),
    );
    const table = fc.array(fc.array(typedCell, { maxLength: 8 }), { maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(table, async (rows) => {
        const sheet: SheetCell[][] = [
          ['Место', 'Фамилия', 'Имя', 'Год рождения', 'Время', 'Статус', 'Горный', 'Очки'],
          ...rows,
        ];
        await readOrRefuse(await xlsxOf(sheet), 'a.xlsx');
      }),
      RUNS,
    );
  });

  it('uses a fixed clock, so that runs repeat', () => {
    expect(NOW.getUTCFullYear()).toBe(2025);
  });
});
