import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';

/** The array type to cast a column's values to in `unnest(...)`. */
const arrayCast = (column: PgColumn) => {
  const type = column.getSQLType();
  // Enum arrays are sent as text[] (PGlite cannot serialize an array of an enum type it does not know).
  if (column.columnType === 'PgEnumColumn') return sql.raw(`text[]::${type}[]`);
  return sql.raw(`${type.replace(/\(.*\)$/, '')}[]`);
};

/** Elements that PostgreSQL's array syntax takes as they are (no quoting, no escaping). */
const PLAIN_ELEMENT = /^[\w.:+-]+$/;

/**
 * An array parameter as PostgreSQL's array text (`{1,2,NULL}`), when every element is a finite
 * number, a null or a plain word; null when one is not (the driver then writes it, quoting each
 * element). The driver's writer costs two to four times the join on the large tables a recalculation
 * writes, on the rating thread (the figures: docs/decisions/foundation.md).
 */
export const arrayText = (values: readonly unknown[]): string | null => {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) elements[i] = 'NULL';
    else if (typeof value === 'number' && Number.isFinite(value)) elements[i] = String(value);
    else if (typeof value === 'string' && PLAIN_ELEMENT.test(value) && value.toLowerCase() !== 'null')
      elements[i] = value;
    else return null;
  }
  return `{${elements.join(',')}}`;
};

/** An array as one query parameter: as array text when it can be (see `arrayText`), else as it is. */
export const arrayParam = (values: readonly unknown[]) => sql.param(arrayText(values) ?? values);

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter
 * and `unnest` turns them back into rows. Much faster than multi-row VALUES on both engines,
 * and free of the 65535-parameter limit. Array-typed columns are not supported.
 */
export const bulkInsert = async <T extends PgTable>(
  executor: Executor,
  table: T,
  rows: InferInsertModel<T>[],
  chunkSize = 20_000,
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as Record<string, unknown>[];
    const names = keys.map((key) => sql.identifier(columns[key]!.name));
    const arrays = keys.map((key) => {
      const values = chunk.map((row) => row[key] ?? null);
      return sql`${arrayParam(values)}::${arrayCast(columns[key]!)}`;
    });
    await executor.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
};
