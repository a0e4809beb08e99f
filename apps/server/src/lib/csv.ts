/**
 * CSV that opens correctly in a Russian spreadsheet: UTF-8 with a BOM, `;` between fields (the comma
 * is the decimal mark), numbers with a decimal comma, CRLF line ends.
 */
export type CsvValue = string | number | null | undefined;

const field = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (header: string[], rows: CsvValue[][]): Buffer =>
  Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from([header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n', 'utf8'),
  ]);

/** RFC 5987 Content-Disposition, so a Russian file name survives in every browser. */
export const attachmentHeader = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
