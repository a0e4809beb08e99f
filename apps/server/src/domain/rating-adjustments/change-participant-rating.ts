import type {
  changeParticipantRatingRequestSchema,
  changeParticipantRatingResponseSchema,
} from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { riderRows } from '../admin-maintenance/cleanup-repository.js';
import { emptyChangeSet } from '../admin-maintenance/participant-changes.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import { nationalStanding } from '../public-rating/rating-repository.js';
import { markSeasonsStale } from '../rating/recalculate-seasons.js';
import { presentRatingAdjustment, ratingChangeItem, signedPoints } from './present-rating-adjustment.js';
import { insertRatingAdjustment } from './rating-adjustments-repository.js';
import { noteChanges } from '../../infra/changes.js';

type Request = z.output<typeof changeParticipantRatingRequestSchema>;

/** The rider's national standing after a recalculation, as the answers show it. */
export const standingAfter = async (ctx: AppContext, participantId: number, year: number) => {
  await ctx.rating.recalculateSeasons([year]);
  const standing = await nationalStanding(ctx.database.db, participantId, year);
  return standing
    ? { rating: standing.rating, place: standing.place, genderPlace: standing.genderPlace }
    : null;
};

/**
 * POST /v1/Admin/change-participant-rating: a correction of a rider's season points with a reason
 * (rating_adjustments), recorded in the audit; the season is recalculated before the answer, so the
 * rider's new place comes with it.
 */
export const changeParticipantRating = async (
  ctx: AppContext,
  user: AuthUser,
  request: Request,
): Promise<z.infer<typeof changeParticipantRatingResponseSchema>> => {
  const { row, auditId } = await ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const rider = foundOr404(
      (await riderRows(tx, [request.participantId])).get(request.participantId),
      'Участник не найден',
    );
    const adjustment = await insertRatingAdjustment(tx, {
      participantId: rider.id,
      year: request.year,
      points: request.points,
      reason: request.reason,
      createdByUserId: user.id,
    });
    await markSeasonsStale(tx, [request.year]);
    // The rider's profile lists the correction; the recalculation names whom it moved.
    noteChanges({ rider: [rider.id], season: [request.year] }, { complete: true });
    const id = await insertAuditRecord(tx, {
      action: 'changeParticipantRating',
      summary: `Поправка рейтинга ${request.year}: ${rider.lastName} ${rider.firstName}, ${signedPoints(request.points)} (${request.reason})`,
      userId: user.id,
      userName: user.email,
      parameters: {
        participantId: rider.id,
        year: request.year,
        points: request.points,
        reason: request.reason,
      },
      affectedCount: 1,
      participantIds: [rider.id],
      seasons: [request.year],
      items: [ratingChangeItem(rider, adjustment, 'added')],
      changes: { ...emptyChangeSet(), adjustmentsInserted: [adjustment.id] },
    });
    return { row: adjustment, auditId: id };
  });
  return {
    adjustment: presentRatingAdjustment(row),
    auditId,
    standing: await standingAfter(ctx, row.participantId, row.year),
    message: `Очки скорректированы: ${signedPoints(row.points)} за ${row.year} год`,
  };
};
