import { neutraliseSpreadsheetText } from '@velo/contracts/csv';

/** A cell of a CSV table: text as it is, a number with a decimal comma, nothing as an empty cell. */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

const cellText = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : neutraliseSpreadsheetText(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * CSV as the rating's download writes it (apps/server/src/lib/csv.ts), so it opens in a Russian
 * spreadsheet: UTF-8 with a BOM, ';' between fields, a decimal comma, CRLF line ends; a field
 * holding ';', '"' or a line break is quoted; a text a spreadsheet would run as a formula gets a
 * leading apostrophe (the same function as the server's); numbers stay numbers.
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(cellText).join(';')).join('\r\n') + '\r\n';

/** Saves a text as a CSV file (a temporary link, clicked and removed). */
export const saveCsv = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
