import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import type WorkbookReader from 'exceljs/lib/stream/xlsx/workbook-reader.js';
import { AppError, badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { readSheetXml, type SheetContext } from './read-sheet-xml.js';
import { MAX_COLUMNS, XLSX_LIMITS, type SheetGrid } from './sheet-grid.js';
import { readZipDirectory, type ZipEntry } from './zip-directory.js';
import { newInflateBudget, openEntryText, type InflateBudget } from './zip-entry-text.js';

type Relationship = { Id: string; Type: string; Target: string };
type SheetOfWorkbook = { name: string; id: number; rId: string; state?: string };

/**
 * The parts of exceljs's streaming WorkbookReader that read the workbook's own parts. We hand them
 * the parts' text ourselves (each inflated with a count, in the order we need), instead of letting
 * the reader unzip the file in its own order into temporary files. exceljs is pinned to 4.4.0,
 * whose reader these method names belong to; the xlsx tests fail if they change.
 */
type WorkbookPartsReader = {
  _parseRels: (entry: Readable) => Promise<void>;
  _parseWorkbook: (entry: Readable) => Promise<void>;
  _parseStyles: (entry: Readable) => Promise<void>;
  _parseSharedStrings: (entry: Readable) => AsyncGenerator<unknown>;
  workbookRels?: Relationship[];
  model?: { sheets?: SheetOfWorkbook[] };
  properties?: { model?: { date1904?: boolean } };
  styles: { getStyleModel: (id: number) => { numFmt?: string } | null };
  sharedStrings?: unknown[];
};

let workbookReader: Promise<typeof WorkbookReader> | null = null;

/**
 * exceljs's reader, loaded at the first workbook read rather than at the server's start (the main
 * thread seldom reads one; the reading thread loads it as it starts, protocol-file-worker.ts).
 */
export const loadWorkbookReader = () =>
  (workbookReader ??= import('exceljs/lib/stream/xlsx/workbook-reader.js').then((module) => module.default));

const newPartsReader = async (): Promise<WorkbookPartsReader> =>
  new (await loadWorkbookReader())(undefined, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  }) as unknown as WorkbookPartsReader;

const RELATION_TYPE = {
  officeDocument: '/officeDocument',
  sharedStrings: '/sharedStrings',
  styles: '/styles',
};

/** The archive's entries by name; names compared as written, else ignoring case (some writers differ). */
const entryFinder = (entries: readonly ZipEntry[]) => {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const byLowerName = new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
  return (name: string): ZipEntry | undefined => byName.get(name) ?? byLowerName.get(name.toLowerCase());
};

/** A relationship's target as an archive name, relative to the part that names it. */
const resolveTarget = (fromPart: string, target: string): string =>
  target.startsWith('/') ? target.slice(1) : path.normalize(path.join(path.dirname(fromPart), target));

const relsOf = (part: string) => path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);

/** Checks the archive's declared sizes before inflating anything. */
const checkDeclaredSizes = (entries: readonly ZipEntry[]) => {
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > XLSX_LIMITS.unpackedBytes)
    throw badRequest(FILE_MESSAGES.unpackedTooLarge(XLSX_LIMITS.unpackedBytes / 1024 / 1024));
};

type Workbook = {
  reader: WorkbookPartsReader;
  hasStyles: boolean;
  workbookPart: string;
  find: (name: string) => ZipEntry | undefined;
};

const readWorkbookParts = async (
  bytes: Buffer,
  entries: ZipEntry[],
  budget: InflateBudget,
): Promise<Workbook> => {
  const find = entryFinder(entries);
  const open = (entry: ZipEntry, afterChunk?: () => void) => openEntryText(bytes, entry, budget, afterChunk);
  const reader = await newPartsReader();

  let workbookPart = 'xl/workbook.xml';
  const rootRels = find('_rels/.rels');
  if (rootRels) {
    await reader._parseRels(open(rootRels));
    const office = reader.workbookRels?.find((rel) => rel.Type.endsWith(RELATION_TYPE.officeDocument));
    if (office) workbookPart = resolveTarget('', office.Target);
    reader.workbookRels = undefined;
  }
  const workbookEntry = find(workbookPart);
  if (!workbookEntry) throw badRequest(FILE_MESSAGES.brokenXlsx);
  await reader._parseWorkbook(open(workbookEntry));
  const workbookRels = find(relsOf(workbookPart));
  if (workbookRels) await reader._parseRels(open(workbookRels));
  const partOf = (type: string, fallback: string) => {
    const rel = reader.workbookRels?.find((candidate) => candidate.Type.endsWith(type));
    return find(rel ? resolveTarget(workbookPart, rel.Target) : fallback);
  };

  const styles = partOf(RELATION_TYPE.styles, 'xl/styles.xml');
  if (styles) await reader._parseStyles(open(styles));
  const hasStyles = styles !== undefined;
  const sharedStrings = partOf(RELATION_TYPE.sharedStrings, 'xl/sharedStrings.xml');
  if (sharedStrings) {
    // Counted as they are read: each holds memory until the sheet is read.
    const checkCount = () => {
      if ((reader.sharedStrings?.length ?? 0) > XLSX_LIMITS.cells)
        throw badRequest(FILE_MESSAGES.tooManyCells(XLSX_LIMITS.cells));
    };
    for await (const _ of reader._parseSharedStrings(open(sharedStrings, checkCount))) {
      // The reader caches the strings; nothing is emitted.
    }
    checkCount();
  }
  return { reader, workbookPart, find, hasStyles };
};

/** The worksheets in the workbook's order (the tabs' order), visible ones first, with their parts. */
const worksheetsInOrder = ({ reader, workbookPart, find }: Workbook) => {
  const sheets = (reader.model?.sheets ?? []).map((sheet) => {
    const rel = reader.workbookRels?.find((candidate) => candidate.Id === sheet.rId);
    return { ...sheet, entry: rel ? find(resolveTarget(workbookPart, rel.Target)) : undefined };
  });
  const isVisible = (sheet: { state?: string }) => (sheet.state ?? 'visible') === 'visible';
  // The first visible sheet with data (a hidden first sheet often holds lookups), else any with data.
  return [...sheets.filter(isVisible), ...sheets.filter((sheet) => !isVisible(sheet))];
};

export type XlsxGrid = SheetGrid & { isDate1904: boolean };

/**
 * An .xlsx file as a grid, read streaming: the archive's directory is checked first (declared
 * sizes, number of parts), then only the parts needed are inflated, each counted as it inflates,
 * and the sheet's rows and cells are counted before they are kept (XLSX_LIMITS). Any failure of
 * the zip or the XML inside is one clear 400.
 */
export const readXlsxGrid = async (bytes: Buffer): Promise<XlsxGrid> => {
  try {
    const entries = readZipDirectory(bytes, XLSX_LIMITS.zipEntries);
    checkDeclaredSizes(entries);
    const budget = newInflateBudget();
    const workbook = await readWorkbookParts(bytes, entries, budget);
    const sheets = worksheetsInOrder(workbook);
    // A zip without worksheets (an empty archive, a .docx) is not a workbook at all.
    if (sheets.length === 0) throw badRequest(FILE_MESSAGES.brokenXlsx);
    const isDate1904 = workbook.reader.properties?.model?.date1904 === true;
    const context: SheetContext = {
      sharedStrings: workbook.reader.sharedStrings ?? [],
      // Style 0 is the default ('General'); as in the whole-file reader, only other styles are looked up.
      numberFormatOf: (styleId) =>
        workbook.hasStyles && styleId > 0 ? workbook.reader.styles.getStyleModel(styleId)?.numFmt : undefined,
      isDate1904,
    };
    for (const sheet of sheets) {
      if (!sheet.entry) continue;
      const read = await readSheetXml(openEntryText(bytes, sheet.entry, budget), context);
      if (read.rows.length === 0) continue;
      return {
        rows: read.rows,
        warnings: read.hasWideCells ? [`Столбцы после ${MAX_COLUMNS}-го не читаются`] : [],
        isDate1904,
      };
    }
    throw badRequest(FILE_MESSAGES.noSheetData);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(FILE_MESSAGES.brokenXlsx);
  }
};
