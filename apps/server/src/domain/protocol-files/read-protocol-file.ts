import { badRequest } from '../../errors.js';
import { cellText } from './cell-text.js';
import { checkPlaces, findDuplicatePeople } from './check-rows.js';
import {
  buildLayout,
  columnLabel,
  type ColumnCandidate,
  type ColumnLayout,
  type KnownField,
} from './column-layout.js';
import { FILE_MESSAGES } from './file-messages.js';
import {
  applyMapping,
  chooseMapping,
  findUnknownHeader,
  firstTableRow,
  headerSignature,
  type ChosenMapping,
  type UnknownHeader,
} from './column-mapping.js';
import { inferColumns } from './infer-columns.js';
import { locateHeader, type FoundHeader } from './locate-header.js';
import { readResultRow } from './read-result-row.js';
import { readSourceGrid } from './read-source-grid.js';
import { MAX_DATA_ROWS, type GridRow } from './sheet-grid.js';
import { readTitleRows } from './title-rows.js';
import type { ParsedResultRow, ProtocolFileReport, ReadProtocolFileOptions } from './types.js';

/** Past this many, messages are summed up in one line: nobody reads the ten-thousandth. */
const MAX_MESSAGES = 500;

const capped = (messages: string[], noun: string): string[] =>
  messages.length <= MAX_MESSAGES
    ? messages
    : [...messages.slice(0, MAX_MESSAGES), `…и ещё ${messages.length - MAX_MESSAGES} ${noun}`];

type TableShape = {
  header: FoundHeader | null;
  headerRow: number;
  dataStart: number;
  fields: (KnownField | null)[];
  texts: string[];
  /**
   * What told the columns: a known header, the content, or nothing (then they wait for a mapping by
   * hand).
   */
  readFrom: 'header' | 'content' | 'nothing';
};

/** A header of unknown words, taken as the header: the columns are the mapping's (or nobody's yet). */
const unknownHeaderShape = (found: UnknownHeader): TableShape => ({
  header: null,
  headerRow: found.index,
  dataStart: found.index + 1,
  fields: found.texts.map(() => null),
  texts: found.texts,
  readFrom: 'nothing',
});

/**
 * The header the file has, or the columns its content shows. A header of unknown words is taken as
 * the header when a mapping by hand is sent or remembered for it; otherwise the content is asked
 * first. A table whose columns nothing tells is read with every column unread (the preview asks for
 * a mapping by hand); only a file that is no table at all is refused.
 */
const findTableShape = (
  rows: readonly GridRow[],
  currentYear: number,
  options: ReadProtocolFileOptions,
): TableShape => {
  const header = locateHeader(rows);
  if (header) return { header, ...header, readFrom: 'header' };
  const unknown = findUnknownHeader(rows);
  const hasMapping = Boolean(
    unknown && chooseMapping(options, headerSignature(unknown.texts))?.columns.length,
  );
  if (unknown && hasMapping) return unknownHeaderShape(unknown);
  const inferred = inferColumns(rows, currentYear);
  if (inferred) {
    // A header of unknown words right above what the content tells: its texts name the columns.
    const isAbove = unknown !== null && unknown.index === inferred.dataStart;
    return {
      header: null,
      headerRow: inferred.dataStart,
      dataStart: isAbove ? inferred.dataStart + 1 : inferred.dataStart,
      fields: inferred.fields,
      texts: isAbove ? unknown.texts : [],
      readFrom: 'content',
    };
  }
  if (unknown) return unknownHeaderShape(unknown);
  const start = firstTableRow(rows);
  if (start < 0) throw badRequest(FILE_MESSAGES.noHeader);
  return { header: null, headerRow: start, dataStart: start, fields: [], texts: [], readFrom: 'nothing' };
};

const columnCandidates = (shape: TableShape, dataRows: readonly GridRow[]): ColumnCandidate[] => {
  const width = Math.max(shape.fields.length, shape.texts.length, ...dataRows.map((row) => row.cells.length));
  const hasData = Array.from({ length: width }, () => false);
  for (const row of dataRows) {
    row.cells.forEach((cell, index) => {
      if (!hasData[index] && cellText(cell) !== '') hasData[index] = true;
    });
  }
  return hasData.map((filled, index) => ({
    index,
    header: shape.texts[index] ?? '',
    field: shape.fields[index] ?? null,
    hasData: filled,
  }));
};

/**
 * The header whose repetitions between groups are skipped: the known header, else the texts of an
 * unknown one with the fields the columns are read as.
 */
const repeatableHeader = (shape: TableShape, layout: ColumnLayout): FoundHeader | null => {
  if (shape.header) return shape.header;
  if (shape.texts.length === 0) return null;
  const fields: (KnownField | null)[] = shape.texts.map(() => null);
  for (const [field, index] of Object.entries(layout.indexOf) as [KnownField, number][])
    fields[index] = field;
  return { headerRow: shape.headerRow, dataStart: shape.dataStart, texts: shape.texts, fields };
};

/**
 * The layout the file is read with, and the reader's own reading of each column beside it: a
 * mapping by hand (sent, or remembered for these headers) lays its fields over the reader's.
 */
const settleColumns = (
  shape: TableShape,
  dataRows: readonly GridRow[],
  mapping: ChosenMapping | null,
): { layout: ColumnLayout; applied: ChosenMapping | null } => {
  const detected = columnCandidates(shape, dataRows);
  const ownLayout = buildLayout(detected);
  if (!mapping) return { layout: ownLayout, applied: null };
  const mapped = applyMapping(
    detected.map((candidate) => candidate.field),
    detected.length,
    mapping,
  );
  const layout = buildLayout(
    detected.map((candidate) => ({
      ...candidate,
      field: mapped.fields[candidate.index] ?? null,
      isManual: mapped.manual.has(candidate.index),
    })),
  );
  const ownField = new Map(ownLayout.columns.map((column) => [column.columnIndex, column.field]));
  for (const column of layout.columns) column.detectedField = ownField.get(column.columnIndex) ?? 'ignored';
  return { layout, applied: { source: mapping.source, columns: mapped.columns } };
};

/** Column report lines that depend on what was read: the age's year, an empty points column. */
const refineDescriptions = (
  layout: ColumnLayout,
  rows: readonly ParsedResultRow[],
  referenceYear: number,
  hasProtocolDate: boolean,
) => {
  const hasPoints = rows.some((row) => row.points !== null);
  for (const column of layout.columns) {
    const label = columnLabel(layout, column.columnIndex).replace('столбец', 'Столбец');
    if (column.field === 'age') {
      const source = hasProtocolDate ? 'год протокола' : 'текущий год';
      column.description = `${label} прочитан как возраст: год рождения = ${referenceYear} (${source}) − возраст`;
    }
    if (column.field === 'points' && !hasPoints) {
      column.description = `${label} пуст: очки будут рассчитаны по формуле рейтинга`;
    }
  }
  return hasPoints && layout.indexOf.points !== undefined;
};

/**
 * Reads an uploaded protocol file (xlsx, csv or tab-separated text) into result rows and a report,
 * on the calling thread. A file that cannot be read at all throws AppError BAD_REQUEST with one
 * clear sentence; a bad row is an entry in `errors`, never an exception. The server reads uploads
 * through `readProtocolFile` (read-in-worker.ts), which runs this in a worker thread.
 */
export const readProtocolFileInThread = async (
  bytes: Buffer,
  fileName: string,
  options: ReadProtocolFileOptions = {},
): Promise<ProtocolFileReport> => {
  const currentYear = (options.now ?? new Date()).getUTCFullYear();
  const source = await readSourceGrid(bytes, fileName);
  const shape = findTableShape(source.rows, currentYear, options);
  const signature = headerSignature(shape.texts);
  const dataRows = source.rows.slice(shape.dataStart);
  const filledRows = dataRows.filter((row) => row.cells.some((cell) => cellText(cell) !== '')).length;
  if (filledRows > MAX_DATA_ROWS) throw badRequest(FILE_MESSAGES.tooManyRows(MAX_DATA_ROWS));

  const { title, protocolDate } = readTitleRows(source.rows.slice(0, shape.headerRow));
  // An age is counted from the protocol's year when a title row gives its date, else from the current year.
  const referenceYear = protocolDate ? Number(protocolDate.slice(0, 4)) : currentYear;
  const { layout, applied } = settleColumns(shape, dataRows, chooseMapping(options, signature));
  const has = (field: KnownField) => layout.indexOf[field] !== undefined;

  const errors: string[] = [];
  const warnings: string[] = [...source.warnings];
  const isUnread = shape.readFrom === 'nothing' && !applied;
  const isStartList = options.kind === 'startList';
  const hasNames = has('lastName') || has('fullName');
  if (isUnread) errors.push(FILE_MESSAGES.columnsUnknown);
  else {
    if (shape.readFrom === 'content' && !applied) {
      warnings.push(
        shape.texts.length === 0
          ? 'В файле нет строки заголовков: столбцы определены по содержимому, проверьте их'
          : 'В файле не распознаны заголовки столбцов: столбцы определены по содержимому, проверьте их',
      );
    }
    if (!hasNames) errors.push(FILE_MESSAGES.noNameColumn);
    if (!has('yearOfBirth') && !has('birthDate') && !has('age')) errors.push(FILE_MESSAGES.noYearColumn);
    if (!isStartList && !has('place') && !has('time')) errors.push(FILE_MESSAGES.noResultColumn);
  }

  const headerOfRows = repeatableHeader(shape, layout);
  const rows: ParsedResultRow[] = [];
  // A group title is announced only once a rider follows it (a footer line is not a group), at its own place.
  let groupLabel = { text: '', rowNumber: 0, isAnnounced: true, warningIndex: 0 };
  // Without a name column no row names a rider: the columns have to be settled first.
  for (const row of isUnread || !hasNames ? [] : dataRows) {
    const outcome = readResultRow(row, {
      layout,
      header: headerOfRows,
      referenceYear,
      latestBirthYear: referenceYear,
      isDate1904: source.isDate1904,
      groupLabel: groupLabel.text,
    });
    if (outcome.kind === 'blank') continue;
    if (outcome.kind === 'skipped') warnings.push(outcome.warning);
    else if (outcome.kind === 'rejected') errors.push(outcome.error);
    else if (outcome.kind === 'groupLabel') {
      groupLabel = {
        text: outcome.text,
        rowNumber: row.rowNumber,
        isAnnounced: false,
        warningIndex: warnings.length,
      };
    } else {
      if (!groupLabel.isAnnounced) {
        const announcement = `Строка ${groupLabel.rowNumber}: «${groupLabel.text}» прочитана как название группы для строк ниже`;
        warnings.splice(groupLabel.warningIndex, 0, announcement);
        groupLabel.isAnnounced = true;
      }
      rows.push(outcome.row);
      errors.push(...outcome.errors);
      warnings.push(...outcome.warnings);
    }
  }

  const placeLabel = has('place') ? columnLabel(layout, layout.indexOf.place as number) : '';
  const timeLabel = has('time') ? columnLabel(layout, layout.indexOf.time as number) : '';
  const places = isStartList ? { errors: [], warnings: [] } : checkPlaces(rows, placeLabel, timeLabel);
  errors.push(...places.errors, ...findDuplicatePeople(rows));
  warnings.push(...places.warnings);
  if (rows.length === 0 && errors.length === 0)
    errors.push('В файле не найдено ни одной строки с участником');

  return {
    rows,
    errors: capped(errors, 'ошибок'),
    warnings: capped(warnings, 'предупреждений'),
    columns: layout.columns,
    hasPointsColumn: refineDescriptions(layout, rows, referenceYear, protocolDate !== null),
    protocolDate,
    title,
    format: source.format,
    encoding: source.encoding,
    headerSignature: signature,
    appliedMapping: applied,
  };
};
