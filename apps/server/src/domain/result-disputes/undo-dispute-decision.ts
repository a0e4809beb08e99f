import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canResolveDispute, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict, foundOr404 } from '../../errors.js';
import { undoAuditRecord } from '../audit/undo-audit-record.js';
import { findDispute } from './disputes-repository.js';
import { presentDispute } from './present-result-dispute.js';
import { DISPUTE_NOT_FOUND } from './take-open-dispute.js';

/**
 * POST /v1/ResultDispute/{id}/undo: the move or the correction is undone from its audit record (as
 * an administrator's undo in the audit does): the row back, the request open again, the season
 * recalculated in the background.
 */
export const undoDisputeDecision = async (ctx: AppContext, user: AuthUser, id: number) => {
  const db = ctx.database.db;
  const dispute = foundOr404(await findDispute(db, id), DISPUTE_NOT_FOUND);
  authorize(canResolveDispute(user, { organizerId: dispute.organizer_id }), DENIED.otherOrganizer);
  if (!presentDispute(dispute).canUndo || dispute.audit_record_id === null)
    throw conflict('Отменять нечего: перенос или исправление по этому запросу не записаны или уже отменены');
  const report = await undoAuditRecord(ctx, user, dispute.audit_record_id);
  const after = foundOr404(await findDispute(db, id), DISPUTE_NOT_FOUND);
  return { dispute: presentDispute(after), message: report.message };
};
