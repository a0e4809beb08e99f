import { describe, expect, it } from 'vitest';
import { HEADER, cp1251, expectRefusal, read, rider, rowAt, textOf, utf8 } from './build-files.js';

const riders = [
  HEADER,
  rider(),
  rider({ place: '2', last: 'Ёлкин', first: 'Пётр', year: '1990', time: '2:30:00' }),
];

describe('text encodings', () => {
  it('reads Windows-1251, detected because the bytes are not valid UTF-8', async () => {
    const report = await read(cp1251(textOf(riders)));
    expect(report.encoding).toBe('windows-1251');
    expect(rowAt(report, 3)).toMatchObject({ lastName: 'Ёлкин', firstName: 'Пётр' });
  });

  it('reads UTF-8 with a BOM, the BOM not leaking into the first header', async () => {
    const report = await read(utf8(textOf(riders), true));
    expect(report.encoding).toBe('utf-8');
    expect(report.columns[0]).toMatchObject({ header: 'Место', field: 'place' });
  });

  it('reads UTF-8 without a BOM', async () => {
    const report = await read(utf8(textOf(riders)));
    expect(report.encoding).toBe('utf-8');
    expect(rowAt(report, 3).lastName).toBe('Ёлкин');
  });
});

describe('separators and line ends', () => {
  it.each([
    [';', 'csv'],
    [',', 'csv'],
    ['\t', 'tsv'],
  ] as const)('detects «%s» as the separator', async (separator, format) => {
    const report = await read(utf8(textOf(riders, separator)));
    expect(report.format).toBe(format);
    expect(report.rows).toHaveLength(2);
    expect(report.errors).toEqual([]);
  });

  it('reads tab-separated text named .csv', async () => {
    const report = await read(utf8(textOf(riders, '\t')), 'results.csv');
    expect(report.format).toBe('tsv');
    expect(rowAt(report, 2).resultTimeMs).toBe(8_818_900);
  });

  it('is not misled by decimal commas in a «;» file', async () => {
    const report = await read(
      utf8(
        textOf([
          HEADER,
          rider({ time: '14:26,194' }),
          rider({ place: '2', last: 'Петров', time: '14:27,5' }),
        ]),
      ),
    );
    expect(report.rows.map((row) => row.resultTimeMs)).toEqual([866_194, 867_500]);
  });

  it('ignores trailing separators and reads LF, CRLF and mixed line ends alike', async () => {
    const lines = riders.map((cells) => [...cells, '']);
    for (const lineEnd of ['\n', '\r\n']) {
      const report = await read(utf8(textOf(lines, ';', lineEnd)));
      expect(report.rows).toHaveLength(2);
      expect(report.columns).toHaveLength(5);
    }
    const mixed = await read(
      utf8(
        `${HEADER.join(';')};\r\n${rider().join(';')};\n${rider({ place: '2', last: 'Петров' }).join(';')};\r\n`,
      ),
    );
    expect(mixed.rows.map((row) => row.lastName)).toEqual(['Иванов', 'Петров']);
  });

  it('reads quoted cells with separators, quotes and line breaks inside', async () => {
    const report = await read(
      utf8(
        'Место,ФИО,Г.р.,Команда\r\n1,Иванов Иван,1985,"Клуб ""Вперёд"", Тула"\r\n2,Петров Пётр,1990,"две\r\nстроки"\r\n',
      ),
    );
    expect(report.rows.map((row) => row.club)).toEqual(['Клуб "Вперёд", Тула', 'две строки']);
    expect(report.rows.map((row) => row.rowNumber)).toEqual([2, 3]);
  });
});

describe('files that cannot be read at all', () => {
  it('refuses an empty file', async () => {
    await expectRefusal(read(Buffer.alloc(0)), 'Файл пустой');
  });

  it('refuses binary data that is neither xlsx nor text', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    await expectRefusal(
      read(png, 'photo.csv'),
      'Файл не удалось прочитать: это не таблица Excel (.xlsx) и не текст CSV',
    );
  });

  it('refuses an old .xls workbook, saying how to save it', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    await expectRefusal(
      read(ole, 'protocol.xls'),
      'Файл в старом формате Excel (.xls) не читается: откройте его в Excel и сохраните как .xlsx или CSV',
    );
  });

  it('refuses a zip that is not a workbook', async () => {
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    await expectRefusal(
      read(zip, 'protocol.xlsx'),
      'Файл не удалось прочитать: он похож на таблицу Excel (.xlsx), но повреждён или это другой формат',
    );
  });

  it('refuses an HTML page saved as .xls', async () => {
    await expectRefusal(
      read(utf8('<html><table><tr><td>1</td></tr></table></html>'), 'protocol.xls'),
      /HTML/,
    );
  });

  it('refuses UTF-16 text', async () => {
    await expectRefusal(
      read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(textOf(riders, '\t'), 'utf16le')])),
      'Файл в кодировке UTF-16 не читается: сохраните его как CSV в кодировке UTF-8 или Windows-1251',
    );
  });

  it('refuses a CSV whose quote is never closed', async () => {
    await expectRefusal(
      read(utf8('Место;ФИО;Г.р.\r\n1;"Иванов Иван;1985\r\n')),
      'Файл CSV не удалось прочитать: в нём открыта кавычка, которая не закрыта до конца файла',
    );
  });
});
