/**
 * What one row and one column of an uploaded protocol file are read as: the file reader
 * (apps/server/src/domain/protocol-files) produces them, the database keeps them (the cached
 * uploads' rows and the remembered mappings in db/schema), and neither imports the other for them.
 * Types only: nothing here is a value.
 */

export type ParsedGender = 'male' | 'female';
export type ParsedStatus = 'F' | 'DNF' | 'DNS' | 'DSQ';

export type ParsedResultRow = {
  /** The row number as the spreadsheet shows it (1-based, counting title rows). */
  rowNumber: number;
  /** Null for non-finishers, for riders out of competition, and for every row of a file without places. */
  place: number | null;
  bib: string;
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number | null;
  gender: ParsedGender | null;
  /** The group / category cell as written (or the group title row above, in files without a group column). */
  category: string;
  club: string;
  city: string;
  /** The time as a person reads it ('2:26:58.9'); '' when none. */
  resultTime: string;
  resultTimeMs: number | null;
  status: ParsedStatus;
  /** OUT / вне зачёта: not ranked, not scored. */
  isOutOfCompetition: boolean;
  sprintWinner: boolean;
  mountainWinner: boolean;
  points: number | null;
};

export type ColumnField =
  | 'place'
  | 'bib'
  | 'lastName'
  | 'firstName'
  | 'middleName'
  | 'fullName'
  | 'yearOfBirth'
  | 'birthDate'
  | 'age'
  | 'gender'
  | 'category'
  | 'club'
  | 'city'
  | 'time'
  | 'gap'
  | 'status'
  | 'sprint'
  | 'mountain'
  | 'points'
  | 'rowNumber'
  | 'ignored';

/**
 * How one column was understood; `columnIndex` is 0-based, `description` is shown to the organizer.
 * `field` is what the column is read as (a mapping by hand included), `detectedField` what the
 * reader made of it by itself.
 */
export type ColumnReading = {
  columnIndex: number;
  header: string;
  field: ColumnField;
  description: string;
  detectedField: ColumnField;
};
