import { readBirthYear } from './birth-year.js';
import { cellText } from './cell-text.js';
import { readPlace } from './cell-numbers.js';
import type { KnownField } from './column-layout.js';
import { genderOfCell } from './gender.js';
import { readTime } from './result-time.js';
import type { GridRow } from './sheet-grid.js';
import { statusOfWord } from './status-word.js';

/** Rows with fewer filled cells than this are title or note rows, not riders. */
const MIN_CELLS_OF_A_RIDER = 3;
const SAMPLE_ROWS = 200;
/** A column is of a kind when this share of its filled cells is. */
const AGREEMENT = 0.9;

const WORD = /^[\p{L}][\p{L}'’-]*$/u;
const PATRONYMIC = /(?:вич|вна|чна|ична|оглы|кызы)$/i;

type Kind = 'place' | 'year' | 'time' | 'gap' | 'gender' | 'word' | 'words';

const kindsOf = (row: GridRow, index: number, latestYear: number): Set<Kind> => {
  const value = row.cells[index] ?? null;
  const text = cellText(value);
  const kinds = new Set<Kind>();
  if (readPlace(value, text).kind === 'place') kinds.add('place');
  if (readBirthYear(value, text, latestYear).kind === 'year' && /^\d{4}$/.test(text)) kinds.add('year');
  if (text.startsWith('+') && readTime(value, text.slice(1)).kind === 'time') kinds.add('gap');
  if (readTime(value, text).kind === 'time' || statusOfWord(text)) kinds.add('time');
  if (genderOfCell(text)) kinds.add('gender');
  const words = text.split(' ');
  if (words.length === 1 && WORD.test(text)) kinds.add('word');
  if (words.length >= 2 && words.length <= 3 && words.every((word) => WORD.test(word))) kinds.add('words');
  return kinds;
};

export type InferredColumns = { dataStart: number; fields: (KnownField | null)[] };

/**
 * Reads the columns of a file without a header from what they hold, and only when that is safe:
 * one column of four-digit years, the names (two one-word columns side by side, or one column of
 * two or three words), and a place column (the first, counting from 1) or one unambiguous time
 * column. Anything less certain returns null and the file is refused with a clear message.
 */
export const inferColumns = (rows: readonly GridRow[], latestYear: number): InferredColumns | null => {
  const filled = (row: GridRow) => row.cells.filter((cell) => cellText(cell) !== '').length;
  const dataStart = rows.findIndex((row) => filled(row) >= MIN_CELLS_OF_A_RIDER);
  if (dataStart < 0) return null;
  const sample = rows
    .slice(dataStart, dataStart + SAMPLE_ROWS)
    .filter((row) => filled(row) >= MIN_CELLS_OF_A_RIDER);
  const width = Math.max(...sample.map((row) => row.cells.length));
  const columnKinds: Set<Kind>[] = [];
  for (let index = 0; index < width; index += 1) {
    const counts = new Map<Kind, number>();
    let filledCount = 0;
    for (const row of sample) {
      if (cellText(row.cells[index]) === '') continue;
      filledCount += 1;
      for (const kind of kindsOf(row, index, latestYear)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const kinds = new Set<Kind>();
    // A column that is mostly empty tells nothing safe.
    if (filledCount >= sample.length * AGREEMENT) {
      for (const [kind, count] of counts) if (count >= filledCount * AGREEMENT) kinds.add(kind);
    }
    columnKinds.push(kinds);
  }
  const fields: (KnownField | null)[] = columnKinds.map(() => null);
  const columnsOf = (kind: Kind) => columnKinds.flatMap((kinds, index) => (kinds.has(kind) ? [index] : []));

  const years = columnsOf('year');
  if (years.length !== 1) return null;
  fields[years[0] as number] = 'yearOfBirth';

  const firstText = columnKinds.findIndex((kinds) => kinds.has('word') || kinds.has('words'));
  if (firstText < 0) return null;
  if (columnKinds[firstText]?.has('words')) fields[firstText] = 'fullName';
  else if (columnKinds[firstText + 1]?.has('word')) {
    fields[firstText] = 'lastName';
    fields[firstText + 1] = 'firstName';
    const third = firstText + 2;
    const isPatronymic = sample.every((row) => PATRONYMIC.test(cellText(row.cells[third])));
    if (columnKinds[third]?.has('word') && isPatronymic) fields[third] = 'middleName';
  } else return null;

  // A place column is the first one, counting from 1 and never going down (one group per file).
  const places = sample.flatMap((row) => {
    const read = readPlace(row.cells[0] ?? null, cellText(row.cells[0]));
    return read.kind === 'place' ? [read.place] : [];
  });
  const isInOrder = places.every((place, index) => index === 0 || place >= (places[index - 1] ?? 0));
  const hasPlace =
    fields[0] === null && columnKinds[0]?.has('place') === true && places[0] === 1 && isInOrder;
  if (hasPlace) fields[0] = 'place';

  const times = columnsOf('time').filter(
    (index) => fields[index] === null && !columnKinds[index]?.has('place'),
  );
  if (times.length === 1) fields[times[0] as number] = 'time';
  else if (!hasPlace) return null;

  const genders = columnsOf('gender').filter((index) => fields[index] === null);
  if (genders.length === 1) fields[genders[0] as number] = 'gender';
  for (const index of columnsOf('gap')) if (fields[index] === null) fields[index] = 'gap';
  return { dataStart, fields };
};
