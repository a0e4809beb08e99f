/** The public shapes of the protocol file reader: what one uploaded file turns into. */

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

/** One column of a mapping by hand: the column (0-based) and what it is read as. */
export type ColumnAssignment = { columnIndex: number; field: ColumnField };

export type ProtocolFileReport = {
  rows: ParsedResultRow[];
  /** Russian sentences naming the row and the column; any error means the file is not accepted as is. */
  errors: string[];
  /** Skipped rows and other things the organizer should know, with row numbers. */
  warnings: string[];
  columns: ColumnReading[];
  /** True when the file carries a points column with at least one value ('rating from file'). */
  hasPointsColumn: boolean;
  /** 'YYYY-MM-DD' when a title row carries a date. */
  protocolDate: string | null;
  /** The first title row's text, if any. */
  title: string | null;
  format: 'xlsx' | 'csv' | 'tsv';
  encoding: 'utf-8' | 'windows-1251' | null;
  /** The header texts, folded: the key a mapping by hand is remembered by; null without header texts. */
  headerSignature: string | null;
  /** The mapping by hand the file was read with (the columns it set), and where it came from. */
  appliedMapping: { source: 'request' | 'remembered'; columns: ColumnAssignment[] } | null;
};

export type ReadProtocolFileOptions = {
  /** The clock, for the current year (age → year of birth, plausible years). Defaults to now. */
  now?: Date;
  /**
   * A mapping by hand: what each named column is; columns it does not name keep the reader's
   * reading. An empty mapping reads the file as the reader sees it, without a remembered mapping.
   */
  columnMapping?: readonly ColumnAssignment[];
  /** Mappings remembered by header signature: the file's is applied when no columnMapping is given. */
  rememberedMappings?: ReadonlyMap<string, readonly ColumnAssignment[]>;
  /**
   * What the file is: a protocol (the default), or a start list (issue 19), whose rows are people
   * without results: no place or time column is required, and places are not checked.
   */
  kind?: 'protocol' | 'startList';
};
