import type { ParticipantMergePreview } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { riderHoldings, riderRows, sharedProtocols } from '../admin-maintenance/cleanup-repository.js';
import { mergeRefusal } from '../admin-maintenance/plan-rider-merges.js';
import { riderHistory, userEmails } from './merge-repository.js';
import { presentMergePreview } from './present-merge-preview.js';

export const RIDER_NOT_FOUND = 'Участник не найден';

/** GET /v1/Admin/participant-merge-preview: both riders' histories side by side before a merge. */
export const previewParticipantMerge = async (
  ctx: AppContext,
  query: { participantId: number; otherParticipantId: number },
): Promise<ParticipantMergePreview> => {
  const db = ctx.database.db;
  const ids = [query.participantId, query.otherParticipantId];
  const [rows, holdings, shared, keptHistory, otherHistory] = await Promise.all([
    riderRows(db, ids),
    riderHoldings(db, ids),
    sharedProtocols(db, ids),
    riderHistory(db, query.participantId),
    riderHistory(db, query.otherParticipantId),
  ]);
  const kept = foundOr404(rows.get(query.participantId), RIDER_NOT_FOUND);
  const other = foundOr404(rows.get(query.otherParticipantId), RIDER_NOT_FOUND);
  const emails = await userEmails(
    db,
    [kept.userId, other.userId].filter((id): id is number => id !== null),
  );
  return presentMergePreview({
    kept,
    other,
    histories: [keptHistory, otherHistory],
    holdings,
    emails,
    shared,
    refusal: mergeRefusal([kept, other], shared),
  });
};
