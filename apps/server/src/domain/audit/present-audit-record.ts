import { FINAL_AUDIT_ACTIONS, type AuditAction, type AuditRecordView } from '@velo/contracts';
import type { AuditSummaryRow } from './audit-repository.js';

/** Whether the action is recorded only, never undone from the audit (a claim decided, a link reviewed or undone). */
export const isFinalAction = (action: string): boolean => FINAL_AUDIT_ACTIONS.includes(action as AuditAction);

/**
 * An undo record cannot be undone itself (the action can be applied again); a record only once;
 * a final action never.
 */
export const canUndo = (row: Pick<AuditSummaryRow, 'action' | 'undoneOn'>): boolean =>
  row.action !== 'undo' && !isFinalAction(row.action) && row.undoneOn === null;

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
