import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/csv.js';

describe('toCsv', () => {
  it('writes UTF-8 with a BOM, semicolons and CRLF line ends', () => {
    const text = toCsv(
      ['Год', 'Участники'],
      [
        [2025, 12],
        [2026, 3],
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Год;Участники\r\n2025;12\r\n2026;3\r\n');
  });

  it('quotes a field holding a separator, a quote or a line break, and writes a decimal comma', () => {
    const text = toCsv(
      ['Мероприятие', 'Доля'],
      [
        ['Кубок "Осень"; этап 1', 0.5],
        [null, undefined],
      ],
    );
    expect(text.slice(1)).toBe('Мероприятие;Доля\r\n"Кубок ""Осень""; этап 1";0,5\r\n;\r\n');
  });

  it('writes a text a spreadsheet would run as a formula with a leading apostrophe, and numbers as numbers', () => {
    const text = toCsv(
      ['Организатор', 'Очки'],
      [
        ['=HYPERLINK("http://evil.example";"x")', -5],
        ['@SUM(1)', -0.5],
        ['+7', 0],
        ['\tКлуб', 1],
      ],
    );
    expect(text.slice(1)).toBe(
      'Организатор;Очки\r\n"\'=HYPERLINK(""http://evil.example"";""x"")";-5\r\n\'@SUM(1);-0,5\r\n\'+7;0\r\n\'\tКлуб;1\r\n',
    );
  });
});
