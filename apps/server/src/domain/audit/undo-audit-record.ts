import type { z } from 'zod';
import type { undoReportSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
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
 * of its protocol, and a deleted protocol comes back: both recalculate the season from the race day
 * before the answer.
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
    // The kind of record says how its rows come back (ctx.auditUndo: AuditUndoKind), and whether that
    // queued the recalculation from a race day (a version of a protocol does).
    const recalculationJobId = await ctx.auditUndo.kindOf(record.action).undo(ctx, tx, record, user);
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
            ...(await ctx.auditUndo.afterRecalculation(ctx, outcome.recalculationJobId)),
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
