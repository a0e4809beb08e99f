import path from 'node:path';
import { AppError, badRequest } from '../../errors.js';
import { decodeText } from './decode-text.js';
import { FILE_MESSAGES } from './file-messages.js';
import { detectSeparator, readDelimitedGrid } from './read-delimited-grid.js';
import { readXlsxGrid } from './read-xlsx-grid.js';
import type { SheetGrid } from './sheet-grid.js';
import type { ProtocolFileReport } from './types.js';

export type SourceGrid = SheetGrid & {
  format: ProtocolFileReport['format'];
  encoding: ProtocolFileReport['encoding'];
  isDate1904: boolean;
};

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MARKUP = /^\s*</;

/**
 * Which reader a file needs is decided by its bytes, not its name: organizers rename files (a
 * tab-separated export named .csv, a CSV named .xls). The name only sharpens a refusal.
 */
export const readSourceGrid = async (bytes: Buffer, fileName: string): Promise<SourceGrid> => {
  if (bytes.length === 0) throw badRequest(FILE_MESSAGES.empty);
  if (startsWith(bytes, ZIP)) {
    try {
      return { ...(await readXlsxGrid(bytes)), format: 'xlsx', encoding: null };
    } catch (error) {
      const isOds = path.extname(fileName).toLowerCase() === '.ods';
      if (isOds && error instanceof AppError) throw badRequest(FILE_MESSAGES.ods);
      throw error;
    }
  }
  if (startsWith(bytes, OLE2)) throw badRequest(FILE_MESSAGES.oldXls);
  const { text, encoding } = decodeText(bytes);
  if (MARKUP.test(text)) throw badRequest(FILE_MESSAGES.html);
  const separator = detectSeparator(text);
  const grid = readDelimitedGrid(text, separator);
  return { ...grid, format: separator === '\t' ? 'tsv' : 'csv', encoding, isDate1904: false };
};
