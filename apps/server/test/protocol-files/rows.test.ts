import { describe, expect, it } from 'vitest';
import {
  HEADER,
  expectRefusal,
  read,
  readCsv,
  readSheet,
  rider,
  rowAt,
  textOf,
  utf8,
} from './build-files.js';

describe('ties', () => {
  it('keeps the same place written twice', async () => {
    const report = await readCsv([
      HEADER,
      rider({ place: '1', last: 'Иванов' }),
      rider({ place: '2', last: 'Петров', time: '2:30:00' }),
      rider({ place: '2', last: 'Сидоров', time: '2:30:00' }),
      rider({ place: '4', last: 'Козлов', time: '2:31:00' }),
    ]);
    expect(report.rows.map((row) => row.place)).toEqual([1, 2, 2, 4]);
    expect(report.errors).toEqual([]);
  });
});

describe('dirty rows: skipped or reported, never turned into riders', () => {
  it('skips blank lines silently', async () => {
    const report = await readCsv([
      HEADER,
      rider(),
      [],
      ['', '', '', '', ''],
      rider({ place: '2', last: 'Петров' }),
    ]);
    expect(report.rows.map((row) => row.rowNumber)).toEqual([2, 5]);
    expect(report.warnings).toEqual([]);
  });

  it('skips a second row per rider holding split times with empty name cells, and says so', async () => {
    const report = await readCsv([
      ['Место', 'Фамилия', 'Имя', 'Г.р.', 'Время', 'Круг 1', 'Круг 2'],
      ['1', 'Иванов', 'Иван', '1985', '2:26:58', '1:10:00', '1:16:58'],
      ['', '', '', '', '', '(1)', '(2)'],
    ]);
    expect(report.rows).toHaveLength(1);
    expect(report.warnings).toEqual(['Строка 3: пропущена — нет фамилии и имени («(1) | (2)»)']);
    expect(report.errors).toEqual([]);
  });

  it('reports a row whose place cell carries junk, and does not read it as a rider', async () => {
    const report = await readCsv([HEADER, rider(), rider({ place: 'см. выше', last: 'Петров' })]);
    expect(report.rows.map((row) => row.lastName)).toEqual(['Иванов']);
    expect(report.errors).toEqual(['Строка 3: «см. выше» — не место и не статус (столбец «Место»)']);
  });

  it('skips a footer line that has no rider in it', async () => {
    const report = await readCsv([HEADER, rider(), ['Главный судья: Сидоров С. С.', '', '', 'Подпись', '']]);
    expect(report.rows).toHaveLength(1);
    expect(report.warnings).toEqual([
      'Строка 3: пропущена — нет фамилии и имени («Главный судья: Сидоров С. С. | Подпись»)',
    ]);
  });

  it('reports a placed row with no name at all as an error, not a skip', async () => {
    const report = await readCsv([HEADER, rider(), ['2', '', '', '1990', '2:30:00']]);
    expect(report.rows).toHaveLength(1);
    expect(report.errors).toEqual(['Строка 3: не указаны фамилия и имя (столбец «Фамилия»)']);
  });

  it('skips header rows repeated between groups, and reads the group title above them as the group', async () => {
    const report = await readSheet(
      [
        ['Мужчины 40-49'],
        HEADER,
        rider(),
        ['Женщины'],
        HEADER,
        rider({ last: 'Петрова', first: 'Анна', year: '1990' }),
      ],
      { merges: ['A1:E1', 'A4:E4'] },
    );
    expect(report.rows.map((row) => [row.rowNumber, row.place, row.category, row.gender])).toEqual([
      [3, 1, '', null],
      [6, 1, 'Женщины', 'female'],
    ]);
    expect(report.warnings).toEqual([
      'Строка 4: «Женщины» прочитана как название группы для строк ниже',
      'Строка 5: повтор строки заголовков, пропущена',
    ]);
  });

  it('uses a group title row for the riders under it when the file has no group column', async () => {
    const report = await readCsv([
      HEADER,
      ['М40-49', '', '', '', ''],
      rider(),
      ['Ж30-39', '', '', '', ''],
      rider({ last: 'Петрова', first: 'Анна', year: '1990' }),
    ]);
    expect(report.rows.map((row) => [row.category, row.gender])).toEqual([
      ['М40-49', 'male'],
      ['Ж30-39', 'female'],
    ]);
  });

  it('reports a rider with neither place, time nor status', async () => {
    const report = await readCsv([HEADER, rider(), rider({ place: '', last: 'Петров', time: '' })]);
    expect(report.errors).toEqual([
      'Строка 3: нет ни места, ни времени, ни статуса DNF, DNS или DSQ (столбец «Место», столбец «Время»)',
    ]);
  });
});

describe('places', () => {
  it('reports a timed finisher without a place when the others have places', async () => {
    const report = await readCsv([HEADER, rider(), rider({ place: '', last: 'Петров', time: '2:40:00' })]);
    expect(report.errors).toEqual(['Строка 3: не указано место (столбец «Место»)']);
  });

  it('leaves places empty when the file has none, and says finishers will be ordered by time', async () => {
    const report = await readCsv([
      ['ФИО', 'Г.р.', 'Время'],
      ['Иванов Иван', '1985', '2:30:00'],
      ['Петров Пётр', '1980', '2:20:00'],
    ]);
    expect(report.rows.map((row) => row.place)).toEqual([null, null]);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(['В файле нет мест: финишировавшие будут упорядочены по времени']);
  });

  it('reads «1.», «(2)» and a dash as places and an empty place', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Статус'],
      ['1.', 'Иванов Иван', '1985', ''],
      ['(2)', 'Петров Пётр', '1980', ''],
      ['—', 'Сидоров Сидор', '1970', 'DNS'],
    ]);
    expect(report.rows.map((row) => row.place)).toEqual([1, 2, null]);
  });

  it('says, for the file, that it has neither a place nor a time column', async () => {
    const report = await readCsv([
      ['ФИО', 'Г.р.'],
      ['Иванов Иван', '1985'],
    ]);
    expect(report.errors).toEqual([
      'В файле нет столбца места или времени: нужен столбец «Место» или «Время»',
    ]);
  });
});

describe('the same person twice', () => {
  it('is an error naming both rows (last + first name normalized, and the year)', async () => {
    const report = await readCsv([
      HEADER,
      rider({ last: 'Семёнов', first: 'Пётр' }),
      rider({ place: '2', last: 'Иванов', first: 'Иван' }),
      rider({ place: '3', last: ' СЕМЕНОВ ', first: 'петр' }),
    ]);
    expect(report.errors).toEqual([
      'Строки 2 и 4: один и тот же участник «Семенов Петр», 1985 г. р., указан дважды',
    ]);
  });

  it('is not an error for namesakes born in different years', async () => {
    const report = await readCsv([HEADER, rider(), rider({ place: '2', year: '1990' })]);
    expect(report.errors).toEqual([]);
  });
});

describe('size', () => {
  it('refuses a file with more than 20,000 data rows', async () => {
    const line = rider().join(';');
    const text = `${HEADER.join(';')}\n${`${line}\n`.repeat(20_001)}`;
    await expectRefusal(
      read(utf8(text)),
      'В файле больше 20 000 строк с результатами: разделите протокол на несколько файлов',
    );
  });

  it('accepts exactly 20,000 data rows', async () => {
    const lines = Array.from({ length: 20_000 }, (_, index) =>
      rider({ place: String(index + 1), last: `Иванов${index}` }),
    );
    const report = await read(utf8(textOf([HEADER, ...lines])));
    expect(report.rows).toHaveLength(20_000);
    expect(report.errors).toEqual([]);
    expect(rowAt(report, 20_001).place).toBe(20_000);
  });
});
