import { toCsv as toCsvText, type CsvCell } from '@velo/contracts/csv';

/** A file to download: its name and its bytes. */
export type CsvFile = { fileName: string; body: Buffer };

/** A CSV file's bytes, written by the portal's one CSV writer (`toCsv` of @velo/contracts/csv). */
export const toCsv = (header: string[], rows: CsvCell[][]): Buffer =>
  Buffer.from(toCsvText(header, rows), 'utf8');
