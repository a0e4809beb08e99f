import { stringify } from 'csv-stringify/sync';
import { neutraliseSpreadsheetText } from '@velo/contracts/csv';

/** A value of a CSV cell: text as it is, a number with a decimal comma, nothing as an empty cell. */
export type CsvValue = string | number | null | undefined;

/** A file to download: its name and its bytes. */
export type CsvFile = { fileName: string; body: Buffer };

/**
 * CSV that opens correctly in a Russian spreadsheet: UTF-8 with a BOM, `;` between fields (the comma
 * is the decimal mark), numbers with a decimal comma, CRLF line ends; a field holding `;`, `"` or a
 * line break is quoted. A text a spreadsheet would take for a formula gets a leading apostrophe
 * (`neutraliseSpreadsheetText`, shared with the web app's CSV); numbers stay numbers.
 */
export const toCsv = (header: string[], rows: CsvValue[][]): Buffer =>
  Buffer.from(
    stringify([header, ...rows], {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
      cast: {
        number: (value) => String(value).replace('.', ','),
        string: (value) => neutraliseSpreadsheetText(value),
      },
    }),
    'utf8',
  );
