import { readAge, readBirthDate, readBirthYear, type ReadYear } from './birth-year.js';
import { cellText } from './cell-text.js';
import { MARK_HINT, readDecimal, readMark, readPlace } from './cell-numbers.js';
import { columnLabel, type ColumnLayout, type KnownField } from './column-layout.js';
import { genderOfCell, genderOfGroup } from './gender.js';
import { isRepeatedHeader, type FoundHeader } from './locate-header.js';
import { splitFullName, usualCase, type NameParts } from './person-name.js';
import { readTime } from './result-time.js';
import type { CellValue, GridRow } from './sheet-grid.js';
import { STATUS_HINT, statusOfWord, type StatusWord } from './status-word.js';
import type { ParsedResultRow, ParsedStatus } from './types.js';

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

type Cell = { value: CellValue; text: string; label: string };

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

/** Reads one row of the table into a rider, or says why it is not one. */
export const readResultRow = (row: GridRow, context: RowContext): RowOutcome => {
  const { layout } = context;
  const at = (field: KnownField): Cell => {
    const index = layout.indexOf[field];
    if (index === undefined) return { value: null, text: '', label: '' };
    const value = row.cells[index] ?? null;
    return { value, text: cellText(value), label: columnLabel(layout, index) };
  };
  const has = (field: KnownField) => layout.indexOf[field] !== undefined;
  const line = `Строка ${row.rowNumber}`;

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
  const place = at('place');
  const placeRead = readPlace(place.value, place.text);

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

  const errors: string[] = [];
  const warnings: string[] = [];

  // Status words may stand in the status column, the place cell or the time cell; OUT is a flag.
  const words: StatusWord[] = [];
  const status = at('status');
  if (status.text !== '') {
    const word = statusOfWord(status.text);
    if (word) words.push(word);
    else errors.push(`${line}: статус «${status.text}» не распознан (${status.label}): ${STATUS_HINT}`);
  }
  if (placeRead.kind === 'other') {
    const word = statusOfWord(placeRead.text);
    if (!word)
      return {
        kind: 'rejected',
        error: `${line}: «${placeRead.text}» — не место и не статус (${place.label})`,
      };
    words.push(word);
  }
  const time = at('time');
  let resultTime = '';
  let resultTimeMs: number | null = null;
  let unreadableTime: string | null = null;
  const timeWord = time.text === '' ? null : statusOfWord(time.text);
  if (timeWord) words.push(timeWord);
  else if (time.text !== '') {
    const read = readTime(time.value, time.text, context.isDate1904);
    resultTime = read.text;
    if (read.kind === 'time') resultTimeMs = read.ms;
    if (read.kind === 'unreadable')
      unreadableTime = `${line}: время «${time.text}» не распознано (${time.label})`;
  }
  const isOutOfCompetition = words.includes('OUT');
  const resultStatus: ParsedStatus = (words.find((word) => word !== 'OUT' && word !== 'F') ??
    'F') as ParsedStatus;

  let resultPlace = placeRead.kind === 'place' ? placeRead.place : null;
  if (resultPlace !== null && resultStatus !== 'F') {
    warnings.push(`${line}: указано место ${resultPlace}, но статус ${resultStatus} — место не учитывается`);
    resultPlace = null;
  } else if (resultPlace !== null && isOutOfCompetition) {
    warnings.push(`${line}: участник вне зачёта — место ${resultPlace} не учитывается`);
    resultPlace = null;
  }
  const isRankedFinisher = resultStatus === 'F' && !isOutOfCompetition;
  if (unreadableTime) {
    // Without a place the time is what ranks a finisher; with one, the time is only shown.
    if (isRankedFinisher && resultPlace === null) errors.push(unreadableTime);
    else warnings.push(unreadableTime);
  }
  const hasResultColumns = has('place') || has('time');
  const hasResult = resultPlace !== null || resultTime !== '';
  if (isRankedFinisher && !hasResult && !unreadableTime && hasResultColumns) {
    const labels = [place.label, time.label].filter((label) => label !== '').join(', ');
    errors.push(`${line}: нет ни места, ни времени, ни статуса DNF, DNS или DSQ (${labels})`);
  }

  if (names.lastName === '')
    errors.push(`${line}: не указана фамилия (${at(has('fullName') ? 'fullName' : 'lastName').label})`);
  if (names.firstName === '')
    errors.push(`${line}: не указано имя (${at(has('fullName') ? 'fullName' : 'firstName').label})`);

  const yearField = YEAR_FIELDS.find((field) => has(field) && at(field).text !== '') ?? YEAR_FIELDS.find(has);
  let yearOfBirth: number | null = null;
  if (yearField) {
    const cell = at(yearField);
    const read: ReadYear =
      yearField === 'yearOfBirth'
        ? readBirthYear(cell.value, cell.text, context.latestBirthYear)
        : yearField === 'birthDate'
          ? readBirthDate(cell.value, cell.text, context.latestBirthYear)
          : readAge(cell.value, cell.text, context.referenceYear);
    if (read.kind === 'year') yearOfBirth = read.year;
    else if (read.kind === 'empty') errors.push(`${line}: не указан год рождения (${cell.label})`);
    else errors.push(`${line}: ${read.reason} (${cell.label})`);
  }

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
  }

  return {
    kind: 'rider',
    errors,
    warnings,
    row: {
      rowNumber: row.rowNumber,
      place: resultPlace,
      bib: at('bib').text,
      ...names,
      yearOfBirth,
      gender,
      category,
      club: at('club').text,
      city: at('city').text,
      resultTime,
      resultTimeMs,
      status: resultStatus,
      isOutOfCompetition,
      sprintWinner: mark('sprint'),
      mountainWinner: mark('mountain'),
      points,
    },
  };
};
