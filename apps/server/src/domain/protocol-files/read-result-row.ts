import { readAge, readBirthDate, readBirthYear, type ReadYear } from './birth-year.js';
import { cellText } from './cell-text.js';
import { POINTS_CAPACITY_TEXT, pointsFit } from './column-capacity.js';
import { MARK_HINT, readDecimal, readMark, readPlace } from './cell-numbers.js';
import type { ColumnLayout } from './column-layout.js';
import { genderOfCell, genderOfGroup } from './gender.js';
import { isRepeatedHeader, type FoundHeader } from './locate-header.js';
import { splitFullName, usualCase, type NameParts } from './person-name.js';
import { readRowResult } from './read-row-result.js';
import { rowCells, type RowCells } from './row-cells.js';
import type { GridRow } from './sheet-grid.js';
import { statusOfWord } from './status-word.js';
import type { ParsedResultRow } from './types.js';

export type RowContext = {
  layout: ColumnLayout;
  header: FoundHeader | null;
  /** The year an age is counted from: the protocol's, else the current one. */
  referenceYear: number;
  /** No one in the file is born after this year. */
  latestBirthYear: number;
  isDate1904: boolean;
  /** The group title row above, for files without a group column. */
  groupLabel: string;
};

export type RowOutcome =
  | { kind: 'blank' }
  | { kind: 'skipped'; warning: string }
  /** A lone text cell between riders in a file without a group column: the title of the group below. */
  | { kind: 'groupLabel'; text: string }
  /** Not a participant, and the file must say why. */
  | { kind: 'rejected'; error: string }
  | { kind: 'rider'; row: ParsedResultRow; errors: string[]; warnings: string[] };

const PREVIEW_LENGTH = 60;

const preview = (row: GridRow): string => {
  const text = row.cells
    .map(cellText)
    .filter((cell) => cell !== '')
    .slice(0, 4)
    .join(' | ');
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
};

const HAS_LETTER = /\p{L}/u;
const DIGIT = /\d/;
const YEAR_FIELDS = ['yearOfBirth', 'birthDate', 'age'] as const;

const readYearOfBirth = (
  { at, has, line }: RowCells,
  context: RowContext,
  errors: string[],
): number | null => {
  // The first of year, birth date and age that the row fills in; the first such column names a gap.
  const field =
    YEAR_FIELDS.find((candidate) => has(candidate) && at(candidate).text !== '') ?? YEAR_FIELDS.find(has);
  if (!field) return null;
  const cell = at(field);
  const read: ReadYear =
    field === 'yearOfBirth'
      ? readBirthYear(cell.value, cell.text, context.latestBirthYear)
      : field === 'birthDate'
        ? readBirthDate(cell.value, cell.text, context.latestBirthYear)
        : readAge(cell.value, cell.text, context.referenceYear);
  if (read.kind === 'year') return read.year;
  errors.push(`${line}: ${read.kind === 'empty' ? 'не указан год рождения' : read.reason} (${cell.label})`);
  return null;
};

/** Reads one row of the table into a rider, or says why it is not one. */
export const readResultRow = (row: GridRow, context: RowContext): RowOutcome => {
  const cells = rowCells(row, context.layout);
  const { at, has, line } = cells;

  const filled = row.cells.map(cellText).filter((text) => text !== '');
  if (filled.length === 0) return { kind: 'blank' };
  if (context.header && isRepeatedHeader(row, context.header)) {
    return { kind: 'skipped', warning: `${line}: повтор строки заголовков, пропущена` };
  }

  const names: NameParts = has('fullName')
    ? splitFullName(at('fullName').text)
    : {
        lastName: usualCase(at('lastName').text),
        firstName: usualCase(at('firstName').text),
        middleName: usualCase(at('middleName').text),
      };
  const placeRead = readPlace(at('place').value, at('place').text);

  if (names.lastName === '' && names.firstName === '') {
    const lone = filled.length === 1 ? (filled[0] ?? '') : '';
    if (lone !== '' && !has('category') && HAS_LETTER.test(lone) && !statusOfWord(lone)) {
      return { kind: 'groupLabel', text: lone };
    }
    // A place or something year-like makes it a rider with the names left out; anything else is a note.
    const looksLikeRider =
      placeRead.kind === 'place' || YEAR_FIELDS.some((field) => DIGIT.test(at(field).text));
    if (looksLikeRider) {
      const label = has('fullName') ? at('fullName').label : at('lastName').label || at('firstName').label;
      return { kind: 'rejected', error: `${line}: не указаны фамилия и имя (${label})` };
    }
    return { kind: 'skipped', warning: `${line}: пропущена — нет фамилии и имени («${preview(row)}»)` };
  }

  const result = readRowResult(cells, placeRead, context.isDate1904);
  if ('rejected' in result) return { kind: 'rejected', error: result.rejected };
  const { errors, warnings, ...outcome } = result;

  const nameLabel = (field: 'lastName' | 'firstName') => at(has('fullName') ? 'fullName' : field).label;
  if (names.lastName === '') errors.push(`${line}: не указана фамилия (${nameLabel('lastName')})`);
  if (names.firstName === '') errors.push(`${line}: не указано имя (${nameLabel('firstName')})`);
  const yearOfBirth = readYearOfBirth(cells, context, errors);

  const category = has('category') ? at('category').text : context.groupLabel;
  const genderCell = at('gender');
  let gender = genderCell.text === '' ? null : genderOfCell(genderCell.text);
  if (genderCell.text !== '' && !gender) {
    errors.push(`${line}: пол «${genderCell.text}» не распознан (${genderCell.label}): ожидается М или Ж`);
  }
  gender ??= genderOfGroup(category);

  const mark = (field: 'sprint' | 'mountain'): boolean => {
    const cell = at(field);
    const read = readMark(cell.value, cell.text);
    if (read === null)
      errors.push(`${line}: отметка «${cell.text}» не распознана (${cell.label}): ${MARK_HINT}`);
    return read === true;
  };
  const pointsCell = at('points');
  const points = pointsCell.text === '' ? null : readDecimal(pointsCell.value, pointsCell.text);
  if (pointsCell.text !== '' && points === null) {
    errors.push(`${line}: очки «${pointsCell.text}» — не число (${pointsCell.label})`);
  } else if (points !== null && !pointsFit(points)) {
    errors.push(
      `${line}: очки «${pointsCell.text}» — слишком большое число (${pointsCell.label}): не больше ${POINTS_CAPACITY_TEXT} по модулю`,
    );
  }

  return {
    kind: 'rider',
    errors,
    warnings,
    row: {
      rowNumber: row.rowNumber,
      place: outcome.place,
      bib: at('bib').text,
      ...names,
      yearOfBirth,
      gender,
      category,
      club: at('club').text,
      city: at('city').text,
      resultTime: outcome.resultTime,
      resultTimeMs: outcome.resultTimeMs,
      status: outcome.status,
      isOutOfCompetition: outcome.isOutOfCompetition,
      sprintWinner: mark('sprint'),
      mountainWinner: mark('mountain'),
      points,
    },
  };
};
