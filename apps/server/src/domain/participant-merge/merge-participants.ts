import type { MergeField, mergeParticipantsResponseSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, foundOr404 } from '../../errors.js';
import { applyChangePlan, seasonsOfChanges } from '../admin-maintenance/apply-change-plan.js';
import { riderHoldings, riderRows, sharedProtocols } from '../admin-maintenance/cleanup-repository.js';
import { riderName } from '../admin-maintenance/merge-fields.js';
import { mergeRefusal, planPairMerge } from '../admin-maintenance/plan-rider-merges.js';
import { participantIdsOf } from '../admin-maintenance/present-cleanup-report.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { recalculateChangedSeasons } from '../rating/recalculation-job.js';
import { RIDER_NOT_FOUND } from './preview-participant-merge.js';

/**
 * POST /v1/Admin/merge-participants: the other rider goes into the chosen one, which takes the
 * fields chosen from it (the account link when only the other has one, the earlier creation date);
 * every result, favourite, notification and correction moves. Refused (409, with the reason) when
 * both stand in one protocol or both have accounts. Recorded in the audit, undone from it; the
 * seasons of the moved results are recalculated in the background. `within` runs in the merge's
 * transaction once it is recorded (a rider's merge request marked approved, issue 34).
 */
export const mergeParticipants = async (
  ctx: AppContext,
  user: AuthUser,
  request: { participantId: number; otherParticipantId: number; takeFromOther: MergeField[] },
  within?: (tx: Executor, merged: { auditId: number; summary: string }) => Promise<void>,
): Promise<z.infer<typeof mergeParticipantsResponseSchema>> => {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const ids = [request.participantId, request.otherParticipantId];
    const rows = await riderRows(tx, ids);
    const holdings = await riderHoldings(tx, ids);
    const shared = await sharedProtocols(tx, ids);
    const kept = foundOr404(rows.get(request.participantId), RIDER_NOT_FOUND);
    const other = foundOr404(rows.get(request.otherParticipantId), RIDER_NOT_FOUND);
    const refusal = mergeRefusal([kept, other], shared);
    if (refusal) throw conflict(`Объединить нельзя: ${refusal}`);
    const plan = planPairMerge(kept, other, [...new Set(request.takeFromOther)], holdings);
    const changes = await applyChangePlan(tx, plan);
    const seasons = await seasonsOfChanges(tx, changes);
    await markSeasonsStale(tx, seasons);
    const summary = `Участник ${riderName(other)} (№ ${other.id}) объединён с ${riderName(kept)} (№ ${kept.id}). Результатов перенесено: ${changes.resultsMoved.length}`;
    const auditId = await insertAuditRecord(tx, {
      action: 'mergeParticipants',
      summary,
      userId: user.id,
      userName: user.email,
      parameters: { ...request },
      affectedCount: 1,
      counts: plan.counts,
      participantIds: participantIdsOf(plan),
      seasons,
      items: plan.items,
      changes,
    });
    await within?.(tx, { auditId, summary });
    return { auditId, seasons, summary, resultsMoved: changes.resultsMoved.length };
  });
  const { jobId, note } = await recalculateChangedSeasons(ctx, outcome.seasons, user.id);
  return {
    auditId: outcome.auditId,
    participantId: request.participantId,
    resultsMoved: outcome.resultsMoved,
    seasons: outcome.seasons,
    recalculationJobId: jobId,
    message: `${outcome.summary}.${note}`,
  };
};
