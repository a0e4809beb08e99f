import { dayOfDate, findDay } from './calendar-date.js';
import { readInteger } from './cell-numbers.js';
import type { CellValue } from './sheet-grid.js';

export type ReadYear =
  { kind: 'year'; year: number } | { kind: 'empty' } | { kind: 'invalid'; reason: string };

/** Riders born before this are taken for a typing error. */
const EARLIEST_YEAR = 1900;
const YEAR_TEXT = /^(\d{4})(?:\s*(?:г\.?\s*р\.?|г\.?|гр))?$/i;
const SHORT_YEAR = /^\d{2}$/;

const plausible = (year: number, latestYear: number): ReadYear =>
  year >= EARLIEST_YEAR && year <= latestYear
    ? { kind: 'year', year }
    : { kind: 'invalid', reason: `год рождения ${year} вне пределов ${EARLIEST_YEAR}–${latestYear}` };

const readYearOrDate = (value: CellValue, text: string, latestYear: number, unreadable: string): ReadYear => {
  if (text === '') return { kind: 'empty' };
  if (value instanceof Date) {
    const day = dayOfDate(value);
    return day ? plausible(day.year, latestYear) : { kind: 'invalid', reason: unreadable };
  }
  const integer = readInteger(value, text);
  if (integer !== null && integer >= 1000 && integer <= 9999) return plausible(integer, latestYear);
  const yearText = YEAR_TEXT.exec(text);
  if (yearText) return plausible(Number(yearText[1]), latestYear);
  if (SHORT_YEAR.test(text)) {
    return { kind: 'invalid', reason: `год рождения «${text}» должен быть записан четырьмя цифрами` };
  }
  const day = findDay(text);
  return day ? plausible(day.year, latestYear) : { kind: 'invalid', reason: unreadable };
};

/**
 * A year-of-birth cell: four digits ('1985', '1985 г.'), or a birth date in it ('12.05.1985' or an
 * Excel date). Two digits ('85') are refused rather than guessed: '17' may be 1917 or 2017.
 */
export const readBirthYear = (value: CellValue, text: string, latestYear: number): ReadYear =>
  readYearOrDate(value, text, latestYear, `год рождения «${text}» не распознан`);

/** A birth-date cell (dd.mm.yyyy or an Excel date): only its year is kept. */
export const readBirthDate = (value: CellValue, text: string, latestYear: number): ReadYear =>
  readYearOrDate(value, text, latestYear, `дата рождения «${text}» не распознана`);

const MAX_AGE = 110;

/**
 * An age cell. Russian and UCI protocols give the sporting age, the age a rider reaches in the
 * race's year, so the year of birth is exactly the protocol's year − age; without a date in the
 * file, the current year is used.
 */
export const readAge = (value: CellValue, text: string, referenceYear: number): ReadYear => {
  if (text === '') return { kind: 'empty' };
  const age = readInteger(value, text);
  if (age === null || age < 1 || age > MAX_AGE)
    return { kind: 'invalid', reason: `возраст «${text}» не распознан` };
  return { kind: 'year', year: referenceYear - age };
};
