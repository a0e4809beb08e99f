import { describe, expect, it } from 'vitest';
import type { ColumnField } from '../../src/domain/protocol-files/index.js';
import { HEADER, expectRefusal, read, readCsv, readSheet, rider, rowAt, utf8 } from './build-files.js';

const fieldOf = async (header: string, field: ColumnField): Promise<ColumnField | undefined> => {
  // The variant under test stands next to an otherwise readable header that does not already hold its field.
  const place = field === 'place' ? [] : ['Место'];
  const year = ['yearOfBirth', 'birthDate', 'age'].includes(field) ? [] : ['Год рождения'];
  const report = await readCsv([
    [...place, 'Фамилия', 'Имя', ...year, header],
    [...place.map(() => '1'), 'Иванов', 'Иван', ...year.map(() => '1985'), '1'],
  ]);
  return report.columns.find((column) => column.header === header)?.field;
};

describe('header variants (case-insensitive, Russian or English)', () => {
  it.each([
    ['Место', 'place'],
    ['М', 'place'],
    ['Position', 'place'],
    ['PLACE', 'place'],
    ['Pos', 'place'],
    ['Номер', 'bib'],
    ['№', 'bib'],
    ['Ст. номер', 'bib'],
    ['Стартовый номер', 'bib'],
    ['Bib', 'bib'],
    ['Plate', 'bib'],
    ['Number', 'bib'],
    ['П/п', 'rowNumber'],
    ['№ п/п', 'rowNumber'],
    ['Отчество', 'middleName'],
    ['Г.р.', 'yearOfBirth'],
    ['ГР', 'yearOfBirth'],
    ['Year', 'yearOfBirth'],
    ['year', 'yearOfBirth'],
    ['Дата рождения', 'birthDate'],
    ['Возраст', 'age'],
    ['Пол', 'gender'],
    ['Группа', 'category'],
    ['Категория', 'category'],
    ['Возрастная группа', 'category'],
    ['Class', 'category'],
    ['Category', 'category'],
    ['Команда', 'club'],
    ['Клуб', 'club'],
    ['Club', 'club'],
    ['Team', 'club'],
    ['Город', 'city'],
    ['City', 'city'],
    ['Регион', 'city'],
    ['Время', 'time'],
    ['Результат', 'time'],
    ['Итог', 'time'],
    ['Time', 'time'],
    ['Total Time', 'time'],
    ['Result', 'time'],
    ['Отставание', 'gap'],
    ['Отст.', 'gap'],
    ['Gap', 'gap'],
    ['Delta', 'gap'],
    ['Статус', 'status'],
    ['Status', 'status'],
    ['Спринт', 'sprint'],
    ['Sprint', 'sprint'],
    ['Горный', 'mountain'],
    ['Mountain', 'mountain'],
    ['Очки', 'points'],
    ['Points', 'points'],
    ['Примечание', 'ignored'],
  ] as const)('reads «%s» as %s', async (header, field) => {
    expect(await fieldOf(header, field)).toBe(field);
  });

  it.each([
    [
      ['Last', 'First'],
      ['lastName', 'firstName'],
    ],
    [
      ['lastName', 'firstName'],
      ['lastName', 'firstName'],
    ],
    [
      ['ФАМИЛИЯ', 'ИМЯ'],
      ['lastName', 'firstName'],
    ],
  ])('reads separate name columns %j', async (names, fields) => {
    const report = await readCsv([
      ['Place', ...names, 'Year'],
      ['1', 'Ivanov', 'Ivan', '1985'],
    ]);
    expect(report.columns.map((column) => column.field)).toEqual(['place', ...fields, 'yearOfBirth']);
    expect(rowAt(report, 2)).toMatchObject({ lastName: 'Ivanov', firstName: 'Ivan', yearOfBirth: 1985 });
  });

  it.each(['Фамилия Имя', 'Фамилия, имя участника', 'Участник', 'ФИО', 'Name'])(
    'reads «%s» as one full-name column, last name first',
    async (header) => {
      const report = await readCsv([
        ['Место', header, 'Г.р.'],
        ['1', 'Иванов Иван Петрович', '1985'],
      ]);
      expect(report.columns[1]).toMatchObject({ header, field: 'fullName' });
      expect(rowAt(report, 2)).toMatchObject({
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: 'Петрович',
      });
    },
  );

  it('takes `№ п/п` for a row number and `М` for the place, never the other way round', async () => {
    const report = await readCsv([
      ['№ п/п', '№', 'М', 'Фамилия', 'Имя', 'Г.р.'],
      ['1', '45', '3', 'Иванов', 'Иван', '1985'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ place: 3, bib: '45' });
  });

  it('reads a lone «Фамилия» column holding whole names as a full name, and says so', async () => {
    const report = await readCsv([
      ['Место', 'Фамилия', 'Г.р.'],
      ['1', 'Иванов Иван', '1985'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ lastName: 'Иванов', firstName: 'Иван' });
    expect(report.columns[1]?.description).toBe(
      'Столбец «Фамилия» прочитан как фамилия, имя и отчество (фамилия первой): отдельного столбца имени нет',
    );
  });
});

describe('the column report', () => {
  it('says how each column was understood, in Russian', async () => {
    const report = await readCsv([
      ['П/п', 'Место', 'ФИО', 'Г.р.', 'Время', 'Отст.', 'Время', 'Круг 1', ''],
      ['1', '1', 'Иванов Иван', '1985', '2:26:58', '', '2:26:58', '1:10:00', ''],
    ]);
    // Without a mapping by hand, what a column is read as is what the reader made of it.
    expect(report.columns.every((column) => column.detectedField === column.field)).toBe(true);
    expect(report.columns.map(({ detectedField: _, ...column }) => column)).toEqual([
      {
        columnIndex: 0,
        header: 'П/п',
        field: 'rowNumber',
        description: 'Столбец «П/п» прочитан как номер по порядку и не учитывается',
      },
      { columnIndex: 1, header: 'Место', field: 'place', description: 'Столбец «Место» прочитан как место' },
      {
        columnIndex: 2,
        header: 'ФИО',
        field: 'fullName',
        description: 'Столбец «ФИО» прочитан как фамилия, имя и отчество (фамилия первой)',
      },
      {
        columnIndex: 3,
        header: 'Г.р.',
        field: 'yearOfBirth',
        description: 'Столбец «Г.р.» прочитан как год рождения',
      },
      { columnIndex: 4, header: 'Время', field: 'time', description: 'Столбец «Время» прочитан как время' },
      {
        columnIndex: 5,
        header: 'Отст.',
        field: 'gap',
        description: 'Столбец «Отст.» прочитан как отставание и не учитывается',
      },
      {
        columnIndex: 6,
        header: 'Время',
        field: 'ignored',
        description: 'Столбец «Время» не учитывается: время уже читается из столбца «Время»',
      },
      {
        columnIndex: 7,
        header: 'Круг 1',
        field: 'ignored',
        description: 'Столбец «Круг 1» не распознан и не учитывается',
      },
    ]);
  });

  it('explains the year an age is counted from', async () => {
    const withDate = await readCsv([
      ['Кубок, 12.05.2024'],
      ['Место', 'ФИО', 'Возраст'],
      ['1', 'Иванов Иван', '40'],
    ]);
    expect(withDate.columns[2]?.description).toBe(
      'Столбец «Возраст» прочитан как возраст: год рождения = 2024 (год протокола) − возраст',
    );
    const withoutDate = await readCsv([
      ['Место', 'ФИО', 'Возраст'],
      ['1', 'Иванов Иван', '40'],
    ]);
    expect(withoutDate.columns[2]?.description).toBe(
      'Столбец «Возраст» прочитан как возраст: год рождения = 2025 (текущий год) − возраст',
    );
  });

  it('prefers a final time («Итог») over a plain «Время» column, whatever the order', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Время', 'Итог'],
      ['1', 'Иванов Иван', '1985', '1:00:00', '2:00:00'],
    ]);
    expect(rowAt(report, 2).resultTimeMs).toBe(7_200_000);
  });

  it('never takes the gap column for the time', async () => {
    const report = await readCsv([
      ['Место', 'ФИО', 'Г.р.', 'Отставание', 'Результат'],
      ['1', 'Иванов Иван', '1985', '', '2:00:00'],
      ['2', 'Петров Пётр', '1980', '+0:05', '2:00:05'],
    ]);
    expect(report.rows.map((row) => row.resultTime)).toEqual(['2:00:00', '2:00:05']);
  });
});

describe('title rows above the header', () => {
  it('finds the header under the title rows, keeps the first one as the title and the date as protocolDate', async () => {
    const report = await readSheet([
      ['Кубок области по шоссейному велоспорту'],
      ['Протокол результатов'],
      ['г. Тула', null, null, '12.05.2024'],
      [],
      HEADER,
      rider(),
    ]);
    expect(report.title).toBe('Кубок области по шоссейному велоспорту');
    expect(report.protocolDate).toBe('2024-05-12');
    expect(rowAt(report, 6)).toMatchObject({ lastName: 'Иванов', place: 1 });
  });

  it.each([
    ['12 мая 2024 г.', '2024-05-12'],
    ['Дата проведения: 1 сентября 2023', '2023-09-01'],
    ['28-29 июня 2025', '2025-06-28'],
    ['2024-03-08', '2024-03-08'],
    ['5.7.2022', '2022-07-05'],
  ])('reads the date in «%s»', async (title, date) => {
    const report = await readCsv([[title], HEADER, rider()]);
    expect(report.protocolDate).toBe(date);
    expect(report.title).toBe(title);
  });

  it('reads an Excel date cell in a title row', async () => {
    const report = await readSheet([['Дата', new Date(Date.UTC(2024, 4, 12))], HEADER, rider()]);
    expect(report.protocolDate).toBe('2024-05-12');
  });

  it('has no title and no date when the header is the first row', async () => {
    const report = await readCsv([HEADER, rider()]);
    expect(report).toMatchObject({ title: null, protocolDate: null });
  });

  it('does not take an impossible date (31.02.2024) for the protocol date', async () => {
    const report = await readCsv([['31.02.2024'], HEADER, rider()]);
    expect(report.protocolDate).toBeNull();
  });
});

describe('merged header cells', () => {
  it('reads a two-row header: «Участник» merged over «Фамилия» | «Имя», «Место» and «Г.р.» merged down', async () => {
    const report = await readSheet(
      [
        ['Протокол', null, null, null],
        ['Место', 'Участник', null, 'Г.р.'],
        [null, 'Фамилия', 'Имя', null],
        [1, 'ИВАНОВ', 'ИВАН', 1985],
      ],
      { merges: ['A1:D1', 'A2:A3', 'B2:C2', 'D2:D3'] },
    );
    expect(report.errors).toEqual([]);
    expect(report.columns.map((column) => [column.header, column.field])).toEqual([
      ['Место', 'place'],
      ['Фамилия', 'lastName'],
      ['Имя', 'firstName'],
      ['Г.р.', 'yearOfBirth'],
    ]);
    expect(rowAt(report, 4)).toMatchObject({
      place: 1,
      lastName: 'Иванов',
      firstName: 'Иван',
      yearOfBirth: 1985,
    });
    expect(report.title).toBe('Протокол');
  });

  it('reads a two-row header without merges (sub-headers under an empty cell)', async () => {
    const report = await readCsv([
      ['Место', 'Участник', '', 'Г.р.', 'Время'],
      ['', 'Фамилия', 'Имя', '', ''],
      ['1', 'Иванов', 'Иван', '1985', '1:00:00'],
    ]);
    expect(report.errors).toEqual([]);
    expect(rowAt(report, 3)).toMatchObject({ lastName: 'Иванов', firstName: 'Иван', resultTime: '1:00:00' });
  });

  it('does not take a first rider whose name is a header word for a second header row', async () => {
    const report = await readCsv([
      ['Место', 'Фамилия', 'Имя', 'Г.р.'],
      ['1', 'Гора', 'Имя', '1985'],
    ]);
    expect(rowAt(report, 2)).toMatchObject({ lastName: 'Гора', firstName: 'Имя' });
  });

  it('keeps a team name merged down over its riders for each of them', async () => {
    const report = await readSheet(
      [
        ['Место', 'Фамилия', 'Имя', 'Г.р.', 'Команда'],
        [1, 'Иванов', 'Иван', 1985, 'Вперёд'],
        [1, 'Петров', 'Пётр', 1986, null],
      ],
      { merges: ['E2:E3'] },
    );
    expect(report.rows.map((row) => row.club)).toEqual(['Вперёд', 'Вперёд']);
  });
});

describe('workbooks', () => {
  it('reads the first worksheet with data, skipping empty and hidden ones', async () => {
    const report = await readSheet([HEADER, rider()], {
      sheetsBefore: [
        { name: 'Пустой', rows: [] },
        { name: 'Справочник', rows: [['Группы'], ['М40']], hidden: true },
      ],
    });
    expect(rowAt(report, 2).lastName).toBe('Иванов');
  });

  it('reads formulas as their results and rich text as its text', async () => {
    const report = await readSheet([
      HEADER,
      [
        { formula: 'ROW()-1', result: 1 },
        { richText: [{ text: 'Ива', font: { bold: true } }, { text: 'нов' }] },
        { text: 'Иван', hyperlink: 'https://example.org' },
        { formula: '1980+5', result: 1985 },
        '2:26:58.9',
      ],
    ]);
    expect(rowAt(report, 2)).toMatchObject({
      place: 1,
      lastName: 'Иванов',
      firstName: 'Иван',
      yearOfBirth: 1985,
    });
  });
});

describe('files without a header row', () => {
  it('reads them when the columns are certain: place from 1, names, a year, a time — and warns', async () => {
    const report = await read(
      utf8(
        [
          'Кубок города 12.05.2024',
          '1;Иванов;Иван;1985;2:26:58.9',
          '2;Петров;Пётр;1990;2:27:01.0',
          '3;Сидорова;Анна;1979;DNF',
        ].join('\n'),
      ),
    );
    expect(report.columns.map((column) => column.field)).toEqual([
      'place',
      'lastName',
      'firstName',
      'yearOfBirth',
      'time',
    ]);
    expect(report.columns[0]?.description).toBe('Столбец 1 (без заголовка) прочитан как место');
    expect(report.warnings).toContain(
      'В файле нет строки заголовков: столбцы определены по содержимому, проверьте их',
    );
    expect(report.protocolDate).toBe('2024-05-12');
    expect(report.rows.map((row) => [row.lastName, row.status])).toEqual([
      ['Иванов', 'F'],
      ['Петров', 'F'],
      ['Сидорова', 'DNF'],
    ]);
  });

  it('reads a full-name column without a header', async () => {
    const report = await read(utf8('1,Иванов Иван,1985\n2,Петров Пётр,1990\n'));
    expect(report.rows.map((row) => row.firstName)).toEqual(['Иван', 'Пётр']);
  });

  it('reads a table whose columns nothing tells with every column unread, asking for a mapping by hand', async () => {
    const unread =
      'В файле не удалось определить столбцы ни по заголовкам, ни по содержимому: укажите вручную, что в каждом ' +
      'столбце, или добавьте строку заголовков, как в образце протокола';
    // Two columns of four-digit numbers: which one is the year? No year at all?
    for (const text of [
      '1;Иванов;Иван;1985;1990\n2;Петров;Пётр;1986;1991\n',
      '1;Иванов;Иван;Москва\n2;Петров;Пётр;Тула\n',
    ]) {
      const report = await read(utf8(text));
      expect(report.errors).toEqual([unread]);
      expect(report.rows).toEqual([]);
      expect(report.columns.map((column) => [column.header, column.field])).toEqual([
        ['', 'ignored'],
        ['', 'ignored'],
        ['', 'ignored'],
        ['', 'ignored'],
        ...(text.includes('1990') ? [['', 'ignored']] : []),
      ]);
      expect(report.headerSignature).toBeNull();
    }
  });

  it('refuses a file that holds no table at all', async () => {
    const message =
      'В файле не найдена строка заголовков (ожидаются столбцы «Место», «Фамилия», «Имя», «Год рождения»), ' +
      'и столбцы не удалось определить по содержимому: добавьте строку заголовков, как в образце протокола';
    await expectRefusal(read(utf8('просто текст\nбез таблицы\n')), message);
  });
});
