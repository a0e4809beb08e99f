import { describe, expect, it } from 'vitest';
import { HEADER, readCsv, readSheet, rider, rowAt } from './build-files.js';

describe('names', () => {
  it.each([
    ['БАБАЕВ АЛЕКСАНДР', 'Бабаев', 'Александр', ''],
    ['БАБАЕВ Александр Игоревич', 'Бабаев', 'Александр', 'Игоревич'],
    ['петрова-водкина анна', 'Петрова-Водкина', 'Анна', ''],
    ['Иванов,  Иван', 'Иванов', 'Иван', ''],
    ['Ivan IVANOV', 'Ivanov', 'Ivan', ''],
    ['McEWEN Robbie', 'McEWEN', 'Robbie', ''],
    ['  Семёнов   Семён  ', 'Семёнов', 'Семён', ''],
  ])('splits the full name «%s» into «%s» «%s» «%s»', async (fullName, lastName, firstName, middleName) => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.'],
      ['1', fullName, '1985'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ lastName, firstName, middleName });
  });

  it('brings names in capitals or in lower case to the usual case, and keeps mixed case as written', async () => {
    const report = await readCsv([
      ['Место', 'Фамилия', 'Имя', 'Отчество', 'Г.р.'],
      ['1', 'ПЕТРОВА-ВОДКИНА', 'анна', 'СЕРГЕЕВНА', '1985'],
      ['2', 'McEwen', 'Robbie', '', '1972'],
      ['3', 'ivanov', 'IVAN', '', '1980'],
    ]);
    expect(report.rows.map((row) => [row.lastName, row.firstName, row.middleName])).toEqual([
      ['Петрова-Водкина', 'Анна', 'Сергеевна'],
      ['McEwen', 'Robbie', ''],
      ['Ivanov', 'Ivan', ''],
    ]);
  });

  it('says which name is missing, with row and column', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.'],
      ['1', 'Иванов', '1985'],
    ]);
    expect(report.errors).toEqual(['Строка 2: не указано имя (столбец «ФИО»)']);
    const separate = await readCsv([HEADER, rider({ last: '' })]);
    expect(separate.errors).toEqual(['Строка 2: не указана фамилия (столбец «Фамилия»)']);
  });
});

describe('status words', () => {
  it.each([
    ['DNF', 'DNF'],
    ['dnf', 'DNF'],
    ['сошел', 'DNF'],
    ['сошёл', 'DNF'],
    ['Сошла', 'DNF'],
    ['сход', 'DNF'],
    ['DNF (механика)', 'DNF'],
    ['DNS', 'DNS'],
    ['не стартовал', 'DNS'],
    ['н/с', 'DNS'],
    ['не старт', 'DNS'],
    ['DSQ', 'DSQ'],
    ['дисквал.', 'DSQ'],
    ['дискв.', 'DSQ'],
    ['снят', 'DSQ'],
    ['F', 'F'],
  ] as const)('reads «%s» in the status column as %s', async (word, status) => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Время', 'Статус'],
      ['', 'Иванов Иван', '1985', '2:00:00', word],
    ]);
    expect(rowAt(report, 2).status).toBe(status);
  });

  it.each(['Время', 'Место'])('reads a status word written in the %s cell', async (column) => {
    const header = ['Место', 'ФИО', 'Г.р.', 'Время'];
    const cells =
      column === 'Время' ? ['', 'Иванов Иван', '1985', 'сошёл'] : ['н/с', 'Иванов Иван', '1985', ''];
    const report = await readCsv([header, cells]);
    expect(report.errors).toEqual([]);
    expect(rowAt(report, 2)).toMatchObject({
      status: column === 'Время' ? 'DNF' : 'DNS',
      place: null,
      resultTime: '',
      resultTimeMs: null,
    });
  });

  it.each(['OUT', 'вне зачёта', 'Вне зачета', 'в/к'])(
    'reads «%s» as out of competition: finished, but not ranked',
    async (word) => {
      const report = await readCsv([
        ['Место', 'ФИО', 'Г.р.', 'Время', 'Статус'],
        ['', 'Иванов Иван', '1985', '2:00:00', word],
      ]);
      expect(rowAt(report, 2)).toMatchObject({ status: 'F', isOutOfCompetition: true, place: null });
      expect(report.errors).toEqual([]);
    },
  );

  it('drops the place of a rider out of competition, and says so', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Статус'],
      ['5', 'Иванов Иван', '1985', 'вне зачёта'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ place: null, isOutOfCompetition: true });
    expect(report.warnings).toEqual(['Строка 2: участник вне зачёта — место 5 не учитывается']);
  });

  it('lets a DNF-type status win over a place, and says so in the warnings', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Статус'],
      ['7', 'Иванов Иван', '1985', 'DSQ'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ place: null, status: 'DSQ' });
    expect(report.warnings).toEqual(['Строка 2: указано место 7, но статус DSQ — место не учитывается']);
    expect(report.errors).toEqual([]);
  });

  it('reports an unknown word in the status column as an error of the row', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Статус'],
      ['1', 'Иванов Иван', '1985', 'упал'],
    ]);
    expect(report.errors).toEqual([
      'Строка 2: статус «упал» не распознан (столбец «Статус»): ожидается F, DNF, DNS, DSQ, OUT или сошёл, не стартовал, снят, вне зачёта',
    ]);
  });

  it('treats an empty status as F when the rider is placed or timed', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Время', 'Статус'],
      ['1', 'Иванов Иван', '1985', '', ''],
      ['', 'Петров Пётр', '1980', '2:00:00', ''],
    ]);
    expect(report.rows.map((row) => row.status)).toEqual(['F', 'F']);
  });
});

describe('times', () => {
  it.each([
    ['7:51:10', 28_270_000],
    ['2:26:58.9', 8_818_900],
    ['1:07:31.800000', 4_051_800],
    ['03:11.7', 191_700],
    ['14:26,194', 866_194],
    ['0:59:59,99', 3_599_990],
    ['125:03.5', 7_503_500],
  ])('reads «%s» as %d ms and keeps it as written', async (time, ms) => {
    const report = await readCsv([HEADER, rider({ time })]);
    expect(rowAt(report, 2)).toMatchObject({ resultTime: time, resultTimeMs: ms });
  });

  it('reports a time the stored column cannot hold (integer milliseconds: 596:31:23 at most)', async () => {
    const report = await readCsv([
      HEADER,
      rider({ place: '1', time: '596:31:23' }),
      rider({ place: '2', last: 'Петров', time: '600:00:00' }),
    ]);
    expect(rowAt(report, 2).resultTimeMs).toBe(2_147_483_000);
    expect(report.errors).toEqual([
      'Строка 3: время «600:00:00» — слишком большое (столбец «Время»): не больше 596:31:23',
    ]);
  });

  it('keeps a lapped rider’s «+1 круг» as written, without a time, when the rider is placed', async () => {
    const report = await readCsv([HEADER, rider({ place: '12', time: '+1 круг' })]);
    expect(rowAt(report, 2)).toMatchObject({ place: 12, resultTime: '+1 круг', resultTimeMs: null });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it('warns about an unreadable time of a placed rider, and refuses it when the time is all there is', async () => {
    const placed = await readCsv([HEADER, rider({ time: '2:75:00' })]);
    expect(placed.errors).toEqual([]);
    expect(placed.warnings).toEqual(['Строка 2: время «2:75:00» не распознано (столбец «Время»)']);
    const unplaced = await readCsv([HEADER, rider({ place: '', time: 'быстро' })]);
    expect(unplaced.errors).toContain('Строка 2: время «быстро» не распознано (столбец «Время»)');
  });

  it('reads Excel-typed times: formatted durations, bare day fractions, and times past 24 hours', async () => {
    const excelTime = (ms: number) => new Date(Date.UTC(1899, 11, 30) + ms);
    const report = await readSheet(
      [
        HEADER,
        [1, 'Иванов', 'Иван', 1985, excelTime(8_818_900)],
        [2, 'Петров', 'Пётр', 1980, excelTime(191_700)],
        [3, 'Сидоров', 'Сидор', 1975, 0.25],
        [4, 'Долгов', 'Дмитрий', 1970, excelTime(26 * 3_600_000 + 61_000)],
      ],
      { numberFormats: { E2: 'h:mm:ss.0', E3: 'mm:ss.0', E5: '[h]:mm:ss' } },
    );
    expect(report.rows.map((row) => [row.resultTime, row.resultTimeMs])).toEqual([
      ['2:26:58.9', 8_818_900],
      ['3:11.7', 191_700],
      ['6:00:00', 21_600_000],
      ['26:01:01', 93_661_000],
    ]);
  });

  it('reads typed times in a workbook on the 1904 date system', async () => {
    const report = await readSheet([HEADER, [1, 'Иванов', 'Иван', 1985, 0.1]], {
      date1904: true,
      numberFormats: { E2: 'h:mm:ss' },
    });
    expect(rowAt(report, 2)).toMatchObject({ resultTime: '2:24:00', resultTimeMs: 8_640_000 });
  });
});

describe('year of birth', () => {
  it.each([
    ['1985', 1985],
    ['1985 г.', 1985],
    ['12.05.1985', 1985],
  ])('reads «%s» as %d', async (year, expected) => {
    const report = await readCsv([HEADER, rider({ year })]);
    expect(rowAt(report, 2).yearOfBirth).toBe(expected);
  });

  it('takes the year of an Excel birth date, in a year column or a birth-date column', async () => {
    const report = await readSheet([
      ['Место', 'ФИО', 'Г.р.', 'Дата рождения'],
      [1, 'Иванов Иван', new Date(Date.UTC(1985, 4, 12)), null],
      [2, 'Петров Пётр', null, new Date(Date.UTC(1990, 0, 1))],
      [3, 'Сидоров Сидор', null, '03.11.1977'],
    ]);
    expect(report.rows.map((row) => row.yearOfBirth)).toEqual([1985, 1990, 1977]);
  });

  it('counts the year from an age: the protocol’s year when a title row dates it, else the current year', async () => {
    const dated = await readCsv([
      ['Кубок, 12.05.2024'],
      ['Место', 'ФИО', 'Возраст'],
      ['1', 'Иванов Иван', '40'],
    ]);
    expect(rowAt(dated, 3).yearOfBirth).toBe(1984);
    const undated = await readCsv([
      ['Место', 'ФИО', 'Возраст'],
      ['1', 'Иванов Иван', '40'],
    ]);
    expect(rowAt(undated, 2).yearOfBirth).toBe(1985);
  });

  it('names row and column when the year is missing', async () => {
    const report = await readCsv([
      ['Место', 'Фамилия', 'Имя', 'Г.р.'],
      ...Array.from({ length: 12 }, (_, index) => [
        String(index + 1),
        `Иванов${'а'.repeat(index)}`,
        'Иван',
        '1985',
      ]),
      ['13', 'Петров', 'Пётр', ''],
    ]);
    expect(report.errors).toEqual(['Строка 14: не указан год рождения (столбец «Г.р.»)']);
    expect(rowAt(report, 14).yearOfBirth).toBeNull();
  });

  it.each([
    ['85', 'Строка 2: год рождения «85» должен быть записан четырьмя цифрами (столбец «Год рождения»)'],
    ['1850', 'Строка 2: год рождения 1850 вне пределов 1900–2025 (столбец «Год рождения»)'],
    ['2030', 'Строка 2: год рождения 2030 вне пределов 1900–2025 (столбец «Год рождения»)'],
    ['давно', 'Строка 2: год рождения «давно» не распознан (столбец «Год рождения»)'],
  ])('refuses the year «%s» with a clear error', async (year, error) => {
    const report = await readCsv([HEADER, rider({ year })]);
    expect(report.errors).toEqual([error]);
  });

  it('says once, for the file, that it has no year-of-birth column', async () => {
    const report = await readCsv([
      ['Место', 'ФИО'],
      ['1', 'Иванов Иван'],
      ['2', 'Петров Пётр'],
    ]);
    expect(report.errors).toEqual([
      'В файле нет столбца с годом рождения: нужен столбец «Год рождения» (или «Г.р.», «Дата рождения», «Возраст»)',
    ]);
  });
});

describe('gender', () => {
  it.each([
    ['М', 'male'],
    ['Ж', 'female'],
    ['M', 'male'],
    ['F', 'female'],
    ['муж', 'male'],
    ['жен', 'female'],
  ] as const)('reads «%s» in the gender column as %s', async (cell, gender) => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Пол'],
      ['1', 'Иванов Иван', '1985', cell],
    ]);
    expect(rowAt(report, 2).gender).toBe(gender);
  });

  it.each([
    ['М40-49', 'male'],
    ['Ж10', 'female'],
    ['ЖЕНЩИНЫ', 'female'],
    ['W Pro/Open', 'female'],
    ['Elite Men', 'male'],
    ['Women 35+', 'female'],
    ['Мужчины 50+', 'male'],
    ['M/Ж', null],
    ['Open', null],
    ['Мастерс', null],
  ] as const)(
    'takes the gender from the group «%s» when there is no gender column: %s',
    async (group, gender) => {
      const report = await readCsv([
        ['Место', 'ФИО', 'Г.р.', 'Группа'],
        ['1', 'Иванов Иван', '1985', group],
      ]);
      expect(rowAt(report, 2)).toMatchObject({ gender, category: group });
    },
  );

  it('reports a gender cell it cannot read', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Пол'],
      ['1', 'Иванов Иван', '1985', '?'],
    ]);
    expect(report.errors).toEqual(['Строка 2: пол «?» не распознан (столбец «Пол»): ожидается М или Ж']);
  });
});

describe('sprint and mountain marks, club, city, bib', () => {
  it.each(['1', '+', 'да', 'x', '✓'])(
    'reads «%s» in the sprint column as the sprint winner',
    async (mark) => {
      const report = await readCsv([
        ['Место', 'ФИО', 'Г.р.', 'Спринт', 'Горный'],
        ['1', 'Иванов Иван', '1985', mark, ''],
      ]);
      expect(rowAt(report, 2)).toMatchObject({ sprintWinner: true, mountainWinner: false });
    },
  );

  it('reports a mark it cannot read', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Горный'],
      ['1', 'Иванов Иван', '1985', '5 очков'],
    ]);
    expect(report.errors).toEqual([
      'Строка 2: отметка «5 очков» не распознана (столбец «Горный»): ожидается 1, +, да, x или ✓',
    ]);
  });

  it('keeps club, city and bib as written, commas included', async () => {
    const report = await readCsv(
      [
        ['Место', '№', 'ФИО', 'Г.р.', 'Команда', 'Город'],
        ['1', '007', 'Иванов Иван', '1985', '"Вперёд, Тула"', '"Тула, Тульская обл."'],
      ],
      ',',
    );
    expect(rowAt(report, 2)).toMatchObject({ bib: '007', club: 'Вперёд, Тула', city: 'Тула, Тульская обл.' });
  });
});

describe('points', () => {
  it('reads the points column, with a decimal comma, and marks the file as rating from file', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Очки'],
      ['1', 'Иванов Иван', '1985', '57,5'],
      ['2', 'Петров Пётр', '1980', '40'],
      ['3', 'Сидоров Сидор', '1970', ''],
    ]);
    expect(report.rows.map((row) => row.points)).toEqual([57.5, 40, null]);
    expect(report.hasPointsColumn).toBe(true);
    expect(report.columns[3]?.description).toBe('Столбец «Очки» прочитан как очки');
  });

  it('has no points column when the file has none', async () => {
    const report = await readCsv([HEADER, rider()]);
    expect(report.hasPointsColumn).toBe(false);
    expect(rowAt(report, 2).points).toBeNull();
  });

  it('reports points that are not a number', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Очки'],
      ['1', 'Иванов Иван', '1985', 'много'],
    ]);
    expect(report.errors).toEqual(['Строка 2: очки «много» — не число (столбец «Очки»)']);
  });

  it('reports points that the stored column cannot hold (numeric(10,2)), as text and as numbers', async () => {
    const csv = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Очки'],
      ['1', 'Иванов Иван', '1985', '1000000000'],
      ['2', 'Петров Пётр', '1980', '-100000000'],
      ['3', 'Сидоров Сидор', '1970', '99999999,99'],
      ['4', 'Козлов Кирилл', '1971', '-99999999,99'],
    ]);
    expect(csv.errors).toEqual([
      'Строка 2: очки «1000000000» — слишком большое число (столбец «Очки»): не больше 99 999 999,99 по модулю',
      'Строка 3: очки «-100000000» — слишком большое число (столбец «Очки»): не больше 99 999 999,99 по модулю',
    ]);
    expect(rowAt(csv, 4).points).toBe(99_999_999.99);
    const sheet = await readSheet([
      ['Место', 'ФИО', 'Г.р.', 'Очки'],
      [1, 'Иванов Иван', 1985, 1e9],
      [2, 'Петров Пётр', 1980, 99_999_999.996],
      [3, 'Сидоров Сидор', 1970, 12.5],
    ]);
    expect(sheet.errors).toEqual([
      'Строка 2: очки «1000000000» — слишком большое число (столбец «Очки»): не больше 99 999 999,99 по модулю',
      'Строка 3: очки «99999999.996» — слишком большое число (столбец «Очки»): не больше 99 999 999,99 по модулю',
    ]);
  });
});
