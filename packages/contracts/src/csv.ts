/**
 * CSV cells a spreadsheet would run (zod-free: the web app's CSV writer uses it as well as the
 * server's). A text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel
 * and LibreOffice as a formula (`=HYPERLINK(…)` in a club's name becomes a live link, `=cmd|…` worse),
 * so every text cell the portal writes goes through this and gets a leading apostrophe (OWASP's
 * advice): the spreadsheet shows the text as typed and runs nothing. Numbers are written as numbers
 * and never pass through here, so `-5` stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseSpreadsheetText = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A cell of a CSV table: text as it is, a number with a decimal comma, nothing as an empty cell. */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

const cellText = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : neutraliseSpreadsheetText(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The portal's one CSV writer (the server's downloads and the cabinet's analytics): a file that opens
 * in a Russian spreadsheet. UTF-8 with a BOM, `;` between fields (the comma is the decimal mark),
 * numbers with a decimal comma, CRLF line ends; a field holding `;`, `"` or a line break is quoted
 * (a quote doubled); a text a spreadsheet would run as a formula gets a leading apostrophe; numbers
 * stay numbers.
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(cellText).join(';')).join('\r\n') + '\r\n';
