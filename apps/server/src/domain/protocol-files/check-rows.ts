import { normalizedParticipantName } from '../participants/participant-name.js';
import type { ParsedResultRow } from './types.js';

/**
 * Two rows of one file for the same person (rating.md: normalized last + first name and year of
 * birth) are an error of the file, naming both rows.
 */
export const findDuplicatePeople = (rows: readonly ParsedResultRow[]): string[] => {
  const firstRowOf = new Map<string, ParsedResultRow>();
  const errors: string[] = [];
  for (const row of rows) {
    if (row.yearOfBirth === null || row.lastName === '' || row.firstName === '') continue;
    const key = `${normalizedParticipantName(row.lastName, row.firstName)}|${row.yearOfBirth}`;
    const first = firstRowOf.get(key);
    if (!first) {
      firstRowOf.set(key, row);
      continue;
    }
    errors.push(
      `Строки ${first.rowNumber} и ${row.rowNumber}: один и тот же участник ` +
        `«${row.lastName} ${row.firstName}», ${row.yearOfBirth} г. р., указан дважды`,
    );
  }
  return errors;
};

/**
 * Places are all or nothing: when the file gives places, a ranked finisher without one is an error
 * (it cannot be ordered among the others); when it gives none, finishers are ordered by time
 * (rating.md) and each needs one.
 */
export const checkPlaces = (rows: readonly ParsedResultRow[], placeLabel: string, timeLabel: string) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const finishers = rows.filter((row) => row.status === 'F' && !row.isOutOfCompetition);
  const hasPlaces = rows.some((row) => row.place !== null);
  if (hasPlaces) {
    for (const row of finishers) {
      if (row.place === null && row.resultTime !== '') {
        errors.push(`Строка ${row.rowNumber}: не указано место (${placeLabel})`);
      }
    }
  } else if (finishers.length > 0 && timeLabel !== '') {
    warnings.push('В файле нет мест: финишировавшие будут упорядочены по времени');
  }
  return { errors, warnings };
};
