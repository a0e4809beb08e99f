import type { z } from 'zod';
import type { undoReportSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import type { ChangeSet } from '../admin-maintenance/participant-changes.js';
import { revertChangeSet } from '../admin-maintenance/revert-changes-repository.js';
import { MERGE_CLUBS_ACTION, revertClubMerge, type ClubMergeChanges } from '../clubs/merge-clubs.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import {
  isDisputeAction,
  revertDisputeDecision,
  type DisputeChanges,
} from '../result-disputes/dispute-changes.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
import { DELETE_PROTOCOL_ACTION } from '../protocols/delete-protocols.js';
import {
  beginProtocolChange,
  finishProtocolChange,
  recalculateAfterChange,
} from '../protocol-versions/protocol-change.js';
import {
  restoreDeletedProtocol,
  type DeletedProtocolChanges,
} from '../protocol-versions/restore-deleted-protocol.js';
import { findDispute } from '../result-disputes/disputes-repository.js';
import { isFinalAction } from './present-audit-record.js';
import {
  getAuditRecordForUpdate,
  insertAuditRecord,
  lockPeopleChanges,
  markAuditRecordUndone,
} from './audit-repository.js';

/**
 * POST /v1/Admin/audit/{id}/undo: puts back every row the application changed, as it was before,
 * in one transaction; refused (409) when a row was changed again since. The undoing is a record of
 * its own; the seasons are recalculated in the background. A dispute's decision undone is a version
 * of its protocol, and a deleted protocol comes back (issue 38): both recalculate the season from the
 * race day before the answer.
 */
export const undoAuditRecord = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<z.infer<typeof undoReportSchema>> => {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const record = await getAuditRecordForUpdate(tx, id);
    if (record.action === 'undo') throw badRequest('Отмену нельзя отменить: примените действие снова');
    if (isFinalAction(record.action)) {
      throw badRequest(
        'Это действие не отменяется из журнала: решение по заявке или привязке принимается заново',
      );
    }
    if (record.undoneOn) throw conflict('Это действие уже отменено');
    // The recalculation from a race day the undoing queued (issue 38), if it did.
    let recalculationJobId: number | null = null;
    if (record.action === MERGE_CLUBS_ACTION) await revertClubMerge(tx, record.changes as ClubMergeChanges);
    // A disputed result moved or corrected (issue 34): the row back, the request open again, as a
    // version of the protocol (issue 38).
    else if (isDisputeAction(record.action)) {
      const changes = record.changes as DisputeChanges;
      const dispute = await findDispute(tx, changes.disputeId);
      if (!dispute) throw conflict('Отменить нельзя: протокол этого запроса удалён');
      const change = await beginProtocolChange(tx, dispute.protocol_id);
      await revertDisputeDecision(tx, changes);
      const version = await finishProtocolChange(ctx, tx, change, {
        kind: 'undo',
        note: `Отменено: ${record.summary}`,
        user,
        notify: false,
      });
      recalculationJobId = version.touched.recalculationJobId;
    } else if (record.action === DELETE_PROTOCOL_ACTION)
      recalculationJobId = await restoreDeletedProtocol(ctx, tx, record.changes as DeletedProtocolChanges);
    else await revertChangeSet(tx, record.changes as ChangeSet);
    if (recalculationJobId === null) await markSeasonsStale(tx, record.seasons);
    const undoId = await insertAuditRecord(tx, {
      action: 'undo',
      summary: `Отменено: ${record.summary}`,
      userId: user.id,
      userName: user.email,
      parameters: { auditId: record.id },
      affectedCount: record.affectedCount,
      counts: record.counts,
      participantIds: record.participantIds,
      seasons: record.seasons,
      undoOfId: record.id,
    });
    await markAuditRecordUndone(tx, record.id, user.id);
    return { undoId, record, recalculationJobId };
  });
  const { record } = outcome;
  const { jobId, note } =
    outcome.recalculationJobId === null
      ? await recalculateChangedSeasons(ctx, record.seasons, user.id)
      : {
          jobId: outcome.recalculationJobId,
          note: [
            ' Рейтинг пересчитан.',
            ...(await recalculateAfterChange(ctx, outcome.recalculationJobId)),
          ].join(' '),
        };
  return {
    auditId: outcome.undoId,
    undoneAuditId: record.id,
    affectedCount: record.affectedCount,
    recalculationJobId: jobId,
    seasons: record.seasons,
    message: `Действие отменено: ${record.summary}.${note}`,
  };
};
