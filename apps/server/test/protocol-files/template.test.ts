import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildProtocolTemplate, PROTOCOL_TEMPLATE_COLUMNS } from '../../src/domain/protocol-files/index.js';
import { read } from './build-files.js';

describe('the canonical protocol template', () => {
  it('has the header of protocol-files.md, in order', () => {
    expect(PROTOCOL_TEMPLATE_COLUMNS).toEqual([
      'Место',
      'Номер',
      'Фамилия',
      'Имя',
      'Год рождения',
      'Пол',
      'Команда',
      'Город',
      'Время',
      'Статус',
      'Спринт',
      'Горный',
      'Очки',
    ]);
  });

  it('is an xlsx workbook whose first row is that header, followed by three example rows', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildProtocolTemplate()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...PROTOCOL_TEMPLATE_COLUMNS]);
    expect(sheet.actualRowCount).toBe(4);
  });

  it('round-trips: reading the template gives its rows, a DNF among them, with no errors or warnings', async () => {
    const report = await read(await buildProtocolTemplate(), 'sample.xlsx');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.format).toBe('xlsx');
    expect(report.encoding).toBeNull();
    expect(report.title).toBeNull();
    expect(report.protocolDate).toBeNull();
    expect(report.rows).toEqual([
      {
        rowNumber: 2,
        place: 1,
        bib: '101',
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: '',
        yearOfBirth: 1985,
        gender: 'male',
        category: '',
        club: 'Вперёд',
        city: 'Москва',
        resultTime: '2:26:58.9',
        resultTimeMs: 8_818_900,
        status: 'F',
        isOutOfCompetition: false,
        sprintWinner: true,
        mountainWinner: false,
        points: null,
      },
      {
        rowNumber: 3,
        place: 2,
        bib: '57',
        lastName: 'Петрова',
        firstName: 'Анна',
        middleName: '',
        yearOfBirth: 1990,
        gender: 'female',
        category: '',
        club: 'Велоклуб «Ласточка»',
        city: 'Тула',
        resultTime: '2:31:04.2',
        resultTimeMs: 9_064_200,
        status: 'F',
        isOutOfCompetition: false,
        sprintWinner: false,
        mountainWinner: true,
        points: null,
      },
      {
        rowNumber: 4,
        place: null,
        bib: '12',
        lastName: 'Сидоров',
        firstName: 'Пётр',
        middleName: '',
        yearOfBirth: 1978,
        gender: 'male',
        category: '',
        club: '',
        city: 'Калуга',
        resultTime: '',
        resultTimeMs: null,
        status: 'DNF',
        isOutOfCompetition: false,
        sprintWinner: false,
        mountainWinner: false,
        points: null,
      },
    ]);
  });

  it('reports every template column as read, and the empty points column as not making a rating from file', async () => {
    const report = await read(await buildProtocolTemplate(), 'sample.xlsx');
    expect(report.columns.map((column) => column.field)).toEqual([
      'place',
      'bib',
      'lastName',
      'firstName',
      'yearOfBirth',
      'gender',
      'club',
      'city',
      'time',
      'status',
      'sprint',
      'mountain',
      'points',
    ]);
    expect(report.hasPointsColumn).toBe(false);
    expect(report.columns.at(-1)?.description).toBe(
      'Столбец «Очки» пуст: очки будут рассчитаны по формуле рейтинга',
    );
  });
});
