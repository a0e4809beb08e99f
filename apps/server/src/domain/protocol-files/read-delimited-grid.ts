import { parse } from 'csv-parse/sync';
import { badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { MAX_COLUMNS, MAX_DATA_ROWS, HEADER_SEARCH_ROWS, XLSX_LIMITS, type SheetGrid } from './sheet-grid.js';

export type Separator = ';' | ',' | '\t';

const CANDIDATES: readonly Separator[] = ['\t', ';', ','];
const SAMPLE_LINES = 100;
const LINE_ENDS = /\r\n?/g;

/** How many times a separator occurs in a line outside double quotes. */
const countOutsideQuotes = (line: string, separator: string): number => {
  let count = 0;
  let isQuoted = false;
  for (const character of line) {
    if (character === '"') isQuoted = !isQuoted;
    else if (character === separator && !isQuoted) count += 1;
  }
  return count;
};

/**
 * The separator is the candidate that splits the most sample lines into the same number of cells
 * (title rows have none; a decimal comma in a ';' file splits fewer cells); ties go to more cells.
 */
export const detectSeparator = (text: string): Separator => {
  const lines = text
    .split('\n', SAMPLE_LINES * 4)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best: { separator: Separator; lines: number; cells: number } = { separator: ',', lines: 0, cells: 0 };
  for (const separator of CANDIDATES) {
    const frequency = new Map<number, number>();
    for (const line of lines) {
      const count = countOutsideQuotes(line, separator);
      if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    }
    for (const [cells, lineCount] of frequency) {
      if (lineCount > best.lines || (lineCount === best.lines && cells > best.cells)) {
        best = { separator, lines: lineCount, cells };
      }
    }
  }
  return best.separator;
};

const countOf = (text: string, character: string): number => {
  const code = character.charCodeAt(0);
  let count = 0;
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) === code) count += 1;
  return count;
};

/** A CSV or tab-separated text as a grid; row numbers are the record numbers Excel would show. */
export const readDelimitedGrid = (rawText: string, separator: Separator): SheetGrid => {
  // A cell per separator at most: past the cell limit the parser would build millions of them.
  if (countOf(rawText, separator) > XLSX_LIMITS.cells)
    throw badRequest(FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells));
  const text = rawText.replace(LINE_ENDS, '\n');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Stop well past the cap: the exact count of data rows is checked once the header is known.
      to: MAX_DATA_ROWS + HEADER_SEARCH_ROWS * 4 + 1,
    }) as string[][];
  } catch (error) {
    // With relaxed quotes and column counts, what is left is a quote opened and never closed.
    const code = (error as { code?: unknown }).code;
    throw badRequest(code === 'CSV_QUOTE_NOT_CLOSED' ? FILE_MESSAGES.unclosedQuote : FILE_MESSAGES.notATable);
  }
  const warnings: string[] = [];
  if (records.some((record) => record.length > MAX_COLUMNS)) {
    warnings.push(`Столбцы после ${MAX_COLUMNS}-го не читаются`);
  }
  return {
    rows: records.map((record, index) => ({ rowNumber: index + 1, cells: record.slice(0, MAX_COLUMNS) })),
    warnings,
  };
};
