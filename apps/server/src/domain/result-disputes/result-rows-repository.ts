import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';

/**
 * The writes a dispute's decision makes to a result row (issue 34), as text per column so the audit
 * keeps the row before and after and its undo puts it back exactly.
 */

/** The columns a correction may set, with their types (never a caller's text). */
export const CORRECTABLE_COLUMNS = {
  result_time: 'text',
  result_time_ms: 'int',
  place: 'int',
  category_text: 'text',
  club: 'text',
  status: 'result_status',
} as const;
export type CorrectableColumn = keyof typeof CORRECTABLE_COLUMNS;
export type ResultRowText = Partial<Record<CorrectableColumn, string | null>>;

const columnsOf = (values: ResultRowText) => Object.keys(values) as CorrectableColumn[];

/** The row's correctable columns as text (locked until the transaction ends), or null. */
export const readResultRow = async (
  executor: Executor,
  resultId: number,
): Promise<Required<ResultRowText> | null> => {
  const [row] = await queryRows<Required<ResultRowText>>(
    executor,
    sql`select result_time, result_time_ms::text as result_time_ms, place::text as place, category_text, club,
          status::text as status
        from protocol_results where id = ${resultId} for update`,
  );
  return row ?? null;
};

/** Sets the row's columns to these values (text, cast to each column's type). */
export const writeResultRow = async (
  executor: Executor,
  resultId: number,
  values: ResultRowText,
): Promise<void> => {
  const columns = columnsOf(values);
  if (columns.length === 0) return;
  const assignments = sql.join(
    columns.map(
      (column) =>
        sql`${sql.identifier(column)} = ${values[column] ?? null}::${sql.raw(CORRECTABLE_COLUMNS[column])}`,
    ),
    sql`, `,
  );
  await executor.execute(sql`update protocol_results set ${assignments} where id = ${resultId}`);
};

/** Whether the row's columns hold these values now (an undo puts a row back only as the decision left it). */
export const resultRowHolds = async (
  executor: Executor,
  resultId: number,
  values: ResultRowText,
): Promise<boolean> => {
  const columns = columnsOf(values);
  if (columns.length === 0) return true;
  const checks = sql.join(
    columns.map(
      (column) =>
        sql`${sql.identifier(column)} is not distinct from ${values[column] ?? null}::${sql.raw(CORRECTABLE_COLUMNS[column])}`,
    ),
    sql` and `,
  );
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`select id from protocol_results where id = ${resultId} and ${checks}`,
  );
  return rows.length > 0;
};

/** The result goes from one rider to another; false when it no longer stands on `from`. */
export const moveResult = async (
  executor: Executor,
  resultId: number,
  from: number,
  to: number,
): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update protocol_results set participant_id = ${to} where id = ${resultId} and participant_id = ${from}
        returning id`,
  );
  return rows.length > 0;
};

/** Removes a rider a move created, when nothing refers to it any more (no result, account or correction). */
export const removeUnusedRider = async (executor: Executor, participantId: number): Promise<void> => {
  await executor.execute(
    sql`delete from participants p where p.id = ${participantId} and p.user_id is null
          and not exists (select 1 from protocol_results r where r.participant_id = p.id)
          and not exists (select 1 from rating_adjustments a where a.participant_id = p.id)`,
  );
};
