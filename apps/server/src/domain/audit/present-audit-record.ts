import type { AuditAction, AuditRecordView } from '@velo/contracts';
import type { AuditSummaryRow } from './audit-repository.js';

/** An undo record cannot be undone itself (the action can be applied again); a record only once. */
export const canUndo = (row: Pick<AuditSummaryRow, 'action' | 'undoneOn'>): boolean =>
  row.action !== 'undo' && row.undoneOn === null;

export const presentAuditRecord = (row: AuditSummaryRow): AuditRecordView => ({
  id: row.id,
  action: row.action as AuditAction,
  summary: row.summary,
  userId: row.userId,
  userName: row.userName,
  createdOn: row.createdOn.toISOString(),
  affectedCount: row.affectedCount,
  counts: row.counts,
  seasons: row.seasons,
  undoneOn: row.undoneOn?.toISOString() ?? null,
  undoneByUserId: row.undoneByUserId,
  undoOfId: row.undoOfId,
  canUndo: canUndo(row),
});
