import type { CleanupItem, RatingAdjustmentView } from '@velo/contracts';
import type { RatingAdjustmentRow } from './rating-adjustments-repository.js';

export const presentRatingAdjustment = (row: RatingAdjustmentRow): RatingAdjustmentView => ({
  id: row.id,
  participantId: row.participantId,
  year: row.year,
  points: row.points,
  reason: row.reason,
  createdOn: row.createdOn.toISOString(),
  createdByUserId: row.createdByUserId,
});

/** +12,5 or −3: points as the messages write them (a decimal comma). */
export const signedPoints = (points: number): string =>
  `${points > 0 ? '+' : '−'}${String(Math.abs(points)).replace('.', ',')}`;

/** The audit's line for a correction added or removed. */
export const ratingChangeItem = (
  rider: { id: number; lastName: string; firstName: string; yearOfBirth: number | null },
  row: RatingAdjustmentRow,
  change: 'added' | 'removed',
): CleanupItem => {
  const text = `${signedPoints(row.points)} — ${row.reason}`;
  return {
    kind: 'update',
    participantId: rider.id,
    participantName: `${rider.lastName} ${rider.firstName}`,
    yearOfBirth: rider.yearOfBirth,
    keptParticipantId: null,
    keptParticipantName: null,
    changes: [
      {
        field: 'ratingAdjustment',
        label: `Поправка рейтинга ${row.year}`,
        before: change === 'added' ? null : text,
        after: change === 'added' ? text : null,
      },
    ],
    resultsCount: 0,
  };
};
