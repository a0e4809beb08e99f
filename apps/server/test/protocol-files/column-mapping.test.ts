import { describe, expect, it } from 'vitest';
import {
  readProtocolFile,
  type ColumnAssignment,
  type ReadProtocolFileOptions,
} from '../../src/domain/protocol-files/index.js';
import { expectRefusal, NOW, textOf, utf8 } from './build-files.js';

const readWith = (lines: string[][], options: ReadProtocolFileOptions = {}) =>
  readProtocolFile(utf8(textOf(lines)), 'protocol.csv', { now: NOW, ...options });

/** A timing export whose header words the dictionary does not know. */
const UNKNOWN = [
  ['Протокол результатов'],
  ['Поз', 'Гонщ.', 'Рожд.', 'Финиш', 'Коллектив'],
  ['1', 'Иванов Иван', '1985', '2:26:58', 'Вперёд'],
  ['2', 'Петров Пётр', '1990', '2:27:10', ''],
];

const BY_HAND: ColumnAssignment[] = [
  { columnIndex: 0, field: 'place' },
  { columnIndex: 1, field: 'fullName' },
  { columnIndex: 2, field: 'yearOfBirth' },
  { columnIndex: 3, field: 'time' },
  { columnIndex: 4, field: 'club' },
];

describe('matching columns by hand', () => {
  it('lists the columns of a header it does not know, unread, and asks for a mapping', async () => {
    const report = await readWith(UNKNOWN);
    expect(report.errors).toEqual([expect.stringMatching(/^В файле не удалось определить столбцы/)]);
    expect(report.rows).toEqual([]);
    expect(report.columns.map((column) => [column.header, column.field, column.detectedField])).toEqual([
      ['Поз', 'ignored', 'ignored'],
      ['Гонщ.', 'ignored', 'ignored'],
      ['Рожд.', 'ignored', 'ignored'],
      ['Финиш', 'ignored', 'ignored'],
      ['Коллектив', 'ignored', 'ignored'],
    ]);
    expect(report.headerSignature).toBe('поз|гонщ|рожд|финиш|коллектив');
    expect(report.appliedMapping).toBeNull();
  });

  it('reads the file with the mapping, saying which columns were set by hand', async () => {
    const report = await readWith(UNKNOWN, { columnMapping: BY_HAND });
    expect(report.errors).toEqual([]);
    expect(
      report.rows.map((row) => [row.rowNumber, row.place, row.lastName, row.yearOfBirth, row.club]),
    ).toEqual([
      [3, 1, 'Иванов', 1985, 'Вперёд'],
      [4, 2, 'Петров', 1990, ''],
    ]);
    expect(report.columns[2]).toEqual({
      columnIndex: 2,
      header: 'Рожд.',
      field: 'yearOfBirth',
      detectedField: 'ignored',
      description: 'Столбец «Рожд.» прочитан как год рождения (указано вручную)',
    });
    expect(report.appliedMapping).toEqual({ source: 'request', columns: BY_HAND });
  });

  it('keeps the reader’s reading of the columns the mapping does not name', async () => {
    const lines = [
      ['Место', 'ФИО', 'Рожд.', 'Лишнее'],
      ['1', 'Иванов Иван', '1985', 'x'],
    ];
    const before = await readWith(lines);
    expect(before.errors).toEqual([
      'В файле нет столбца с годом рождения: нужен столбец «Год рождения» (или «Г.р.», «Дата рождения», «Возраст»)',
    ]);
    const after = await readWith(lines, {
      columnMapping: [
        { columnIndex: 2, field: 'yearOfBirth' },
        { columnIndex: 3, field: 'ignored' },
      ],
    });
    expect(after.errors).toEqual([]);
    expect(after.rows[0]).toMatchObject({ place: 1, lastName: 'Иванов', yearOfBirth: 1985 });
    expect(after.columns.map((column) => column.description)).toEqual([
      'Столбец «Место» прочитан как место',
      'Столбец «ФИО» прочитан как фамилия, имя и отчество (фамилия первой)',
      'Столбец «Рожд.» прочитан как год рождения (указано вручную)',
      'Столбец «Лишнее» не учитывается (указано вручную)',
    ]);
  });

  it('says a required column is missing when the mapping leaves out the names', async () => {
    const report = await readWith(UNKNOWN, {
      columnMapping: [
        { columnIndex: 0, field: 'place' },
        { columnIndex: 2, field: 'yearOfBirth' },
      ],
    });
    expect(report.errors).toEqual([
      'В файле нет столбца с фамилией и именем: нужны столбцы «Фамилия» и «Имя» (или «ФИО»); укажите их вручную',
    ]);
    expect(report.rows).toEqual([]);
  });

  it('applies the mapping remembered for the same headers, and not for other headers', async () => {
    const rememberedMappings = new Map([['поз|гонщ|рожд|финиш|коллектив', BY_HAND]]);
    const same = await readWith(UNKNOWN, { rememberedMappings });
    expect(same.appliedMapping).toEqual({ source: 'remembered', columns: BY_HAND });
    expect(same.rows).toHaveLength(2);
    const other = await readWith([['Поз', 'Гонщик!', 'Рожд.', 'Финиш'], ...UNKNOWN.slice(2)], {
      rememberedMappings,
    });
    expect(other.appliedMapping).toBeNull();
  });

  it('reads as the reader sees it with an empty mapping, even when one is remembered', async () => {
    const rememberedMappings = new Map([['поз|гонщ|рожд|финиш|коллектив', BY_HAND]]);
    const report = await readWith(UNKNOWN, { rememberedMappings, columnMapping: [] });
    expect(report.appliedMapping).toBeNull();
    expect(report.rows).toEqual([]);
  });

  it('refuses a mapping that names a column the file does not have', async () => {
    await expectRefusal(
      readWith(UNKNOWN, { columnMapping: [{ columnIndex: 7, field: 'club' }] }),
      'В файле нет столбца 8: в нём 5 столбцов',
    );
  });

  it('skips the unknown header repeated between groups once the columns are mapped', async () => {
    const report = await readWith([...UNKNOWN, UNKNOWN[1]!, ['1', 'Сидорова Анна', '1979', '2:40:00', '']], {
      columnMapping: BY_HAND,
    });
    expect(report.rows.map((row) => row.lastName)).toEqual(['Иванов', 'Петров', 'Сидорова']);
    expect(report.warnings).toContain('Строка 5: повтор строки заголовков, пропущена');
  });

  it('names the columns by the unknown header above a table it read by content', async () => {
    const lines = [
      ['Поз', 'Фам', 'Им', 'Рожд.', 'Финиш'],
      ...Array.from({ length: 12 }, (_, index) => [
        String(index + 1),
        `Иванов${'а'.repeat(index)}`,
        'Иван',
        String(1970 + index),
        `2:${String(10 + index)}:00`,
      ]),
    ];
    const report = await readWith(lines);
    expect(report.columns.map((column) => [column.header, column.field])).toEqual([
      ['Поз', 'place'],
      ['Фам', 'lastName'],
      ['Им', 'firstName'],
      ['Рожд.', 'yearOfBirth'],
      ['Финиш', 'time'],
    ]);
    expect(report.rows[0]?.rowNumber).toBe(2);
    expect(report.warnings).toContain(
      'В файле не распознаны заголовки столбцов: столбцы определены по содержимому, проверьте их',
    );
    expect(report.headerSignature).toBe('поз|фам|им|рожд|финиш');
  });
});
