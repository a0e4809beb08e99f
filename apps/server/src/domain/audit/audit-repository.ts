import { and, arrayContains, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, CleanupItem } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { auditRecords } from '../../db/schema/index.js';
import { foundOr404 } from '../../errors.js';
import { windowed, type ListOptions } from '../../lib/paging.js';
import { packItem } from './audit-items.js';

export type AuditRow = typeof auditRecords.$inferSelect;
export type NewAuditRecord = typeof auditRecords.$inferInsert;
/** A record without its rows (the list and the details page do not need them). */
export type AuditSummaryRow = Omit<AuditRow, 'items' | 'changes' | 'participantIds'>;

export const AUDIT_NOT_FOUND = 'Запись журнала не найдена';

/**
 * Changes to people's records (clean-ups, merges, corrections and their undoing) wait for each
 * other, across server processes too: a dry run listed what the data held, and an undo must find
 * the rows as the application left them.
 */
export const lockPeopleChanges = async (executor: Executor): Promise<void> => {
  await executor.execute(sql`select pg_advisory_xact_lock(7402, 0)`);
};

/** Writes a record; its listed riders are stored packed (audit-items.ts). */
export const insertAuditRecord = async (
  executor: Executor,
  record: Omit<NewAuditRecord, 'items'> & { items?: CleanupItem[] },
): Promise<number> => {
  const [row] = await executor
    .insert(auditRecords)
    .values({ ...record, items: (record.items ?? []).map(packItem) })
    .returning({ id: auditRecords.id });
  return row!.id;
};

const summaryColumns = {
  id: auditRecords.id,
  action: auditRecords.action,
  summary: auditRecords.summary,
  userId: auditRecords.userId,
  userName: auditRecords.userName,
  createdOn: auditRecords.createdOn,
  parameters: auditRecords.parameters,
  affectedCount: auditRecords.affectedCount,
  counts: auditRecords.counts,
  seasons: auditRecords.seasons,
  undoneOn: auditRecords.undoneOn,
  undoneByUserId: auditRecords.undoneByUserId,
  undoOfId: auditRecords.undoOfId,
};

/** The list's filter: one action, records about one rider. */
export const auditFilters = (filter: { action?: AuditAction | null; participantId?: number | null }) =>
  and(
    filter.action ? eq(auditRecords.action, filter.action) : undefined,
    filter.participantId ? arrayContains(auditRecords.participantIds, [filter.participantId]) : undefined,
  );

/** Records, newest first. */
export const selectAuditSummaries = async (
  executor: Executor,
  options: ListOptions,
): Promise<AuditSummaryRow[]> => {
  const query = executor
    .select(summaryColumns)
    .from(auditRecords)
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(auditRecords.createdOn), desc(auditRecords.id)]))
    .$dynamic();
  return windowed(query, options);
};

export const countAuditRecords = async (executor: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(auditRecords).where(where);
  return row?.n ?? 0;
};

export const getAuditSummary = async (executor: Executor, id: number): Promise<AuditSummaryRow> => {
  const [row] = await selectAuditSummaries(executor, { where: eq(auditRecords.id, id) });
  return foundOr404(row, AUDIT_NOT_FOUND);
};

/** A window of the record's listed riders, and how many it lists. */
export const auditItemsWindow = async (
  executor: Executor,
  id: number,
  window: { offset: number; limit: number },
): Promise<{ items: unknown[]; totalCount: number }> => {
  // jsonpath subscripts are int4; a window past that is past any stored list, so it stays empty.
  const first = Math.min(window.offset, 2_147_483_647 - window.limit);
  const path = `$[${first} to ${first + window.limit - 1}]`;
  const [row] = await queryRows<{ items: unknown[]; total: number }>(
    executor,
    sql`select jsonb_path_query_array(items, ${path}::jsonpath) as items, jsonb_array_length(items)::int as total
        from audit_records where id = ${id}`,
  );
  return { items: row?.items ?? [], totalCount: row?.total ?? 0 };
};

/** The whole record, locked until the transaction ends (an undo reads and marks it). */
export const getAuditRecordForUpdate = async (executor: Executor, id: number): Promise<AuditRow> => {
  const [row] = await executor.select().from(auditRecords).where(eq(auditRecords.id, id)).for('update');
  return foundOr404(row, AUDIT_NOT_FOUND);
};

export const markAuditRecordUndone = async (
  executor: Executor,
  id: number,
  userId: number,
): Promise<void> => {
  await executor
    .update(auditRecords)
    .set({ undoneOn: new Date(), undoneByUserId: userId })
    .where(eq(auditRecords.id, id));
};
