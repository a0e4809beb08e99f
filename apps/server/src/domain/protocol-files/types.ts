/** The public shapes of the protocol file reader: what one uploaded file turns into. */
import type { ColumnAssignment, ColumnReading, ParsedResultRow } from '@velo/contracts';

/** A row's and a column's shapes live in the contracts, where the database's schema reads them too. */
export type {
  ParsedGender,
  ParsedStatus,
  ParsedResultRow,
  ColumnField,
  ColumnReading,
  ColumnAssignment,
} from '@velo/contracts';

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
   * What the file is: a protocol (the default), or a start list, whose rows are people
   * without results: no place or time column is required, and places are not checked.
   */
  kind?: 'protocol' | 'startList';
};
