import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { noticeDisputeDecided } from './dispute-notices.js';
import { decideDispute, findDispute, riderOf } from './disputes-repository.js';
import { presentDispute } from './present-result-dispute.js';
import { DISPUTE_NOT_FOUND, raceOfDispute, takeOpenDispute } from './take-open-dispute.js';
import { noteOpenRequestsChanged } from './dispute-changes.js';

/** POST /v1/ResultDispute/{id}/reject: the request is refused with a reason the rider reads. */
export const rejectResultDispute = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  request: { reason: string },
) => {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const dispute = await takeOpenDispute(tx, user, id);
    await decideDispute(tx, dispute.id, {
      status: 'rejected',
      resolvedByUserId: user.id,
      resolution: request.reason,
    });
    noteOpenRequestsChanged(dispute);
    const rider = await riderOf(tx, dispute.participant_id);
    await noticeDisputeDecided(tx, raceOfDispute(dispute), [
      {
        userId: rider?.user_id ?? null,
        participantId: dispute.participant_id,
        subject: 'Ваш запрос о результате отклонён',
        body: `Причина: ${request.reason}`,
      },
    ]);
  });
  const dispute = foundOr404(await findDispute(db, id), DISPUTE_NOT_FOUND);
  return { dispute: presentDispute(dispute), message: 'Запрос отклонён, участник получит уведомление' };
};
