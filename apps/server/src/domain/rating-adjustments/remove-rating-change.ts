import type { removeRatingChangeResponseSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { riderRows } from '../admin-maintenance/cleanup-repository.js';
import { emptyChangeSet } from '../admin-maintenance/participant-changes.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { standingAfter } from './change-participant-rating.js';
import { ratingChangeItem, signedPoints } from './present-rating-adjustment.js';
import { deleteRatingAdjustment, RATING_CHANGE_NOT_FOUND } from './rating-adjustments-repository.js';
import { noteChanges } from '../../infra/changes.js';

/**
 * DELETE /v1/Admin/participant-rating-change/{id}: the correction goes (recorded in the audit, so the
 * removal can be undone) and its season is recalculated before the answer.
 */
export const removeRatingChange = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<z.infer<typeof removeRatingChangeResponseSchema>> => {
  const { row, auditId } = await ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const deleted = await deleteRatingAdjustment(tx, id);
    if (!deleted) throw notFound(RATING_CHANGE_NOT_FOUND);
    const rider = (await riderRows(tx, [deleted.row.participantId])).get(deleted.row.participantId)!;
    await markSeasonsStale(tx, [deleted.row.year]);
    noteChanges({ rider: [rider.id], season: [deleted.row.year] }, { complete: true });
    const auditId = await insertAuditRecord(tx, {
      action: 'removeParticipantRatingChange',
      summary: `Поправка рейтинга ${deleted.row.year} удалена: ${rider.lastName} ${rider.firstName}, ${signedPoints(deleted.row.points)} (${deleted.row.reason})`,
      userId: user.id,
      userName: user.email,
      parameters: { ratingAdjustmentId: id, participantId: rider.id },
      affectedCount: 1,
      participantIds: [rider.id],
      seasons: [deleted.row.year],
      items: [ratingChangeItem(rider, deleted.row, 'removed')],
      changes: { ...emptyChangeSet(), adjustmentsDeleted: [deleted.json] },
    });
    return { row: deleted.row, auditId };
  });
  return {
    auditId,
    standing: await standingAfter(ctx, row.participantId, row.year),
    message: `Поправка рейтинга удалена: ${signedPoints(row.points)} за ${row.year} год`,
  };
};
