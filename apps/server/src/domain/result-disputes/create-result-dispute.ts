import type { OwnResultDispute, createResultDisputeRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canDisputeResult, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict, foundOr404 } from '../../errors.js';
import { noticeDisputeOpened } from './dispute-notices.js';
import { disputesOfRider, findDisputedResult, insertDispute, riderOf } from './disputes-repository.js';
import { presentOwnDispute } from './present-result-dispute.js';

export const RESULT_NOT_FOUND = 'Результат не найден';

/**
 * POST /v1/ResultDispute: a rider marks a result of their own 'Это не мой результат' or 'Ошибка в
 * результате' (with what is wrong) and a comment. One open request per rider and result. The
 * protocol's organizer's accounts and the administrators are told in the same transaction.
 */
export const createResultDispute = async (
  ctx: AppContext,
  user: AuthUser,
  request: z.output<typeof createResultDisputeRequestSchema>,
): Promise<OwnResultDispute> => {
  const db = ctx.database.db;
  const result = foundOr404(await findDisputedResult(db, request.resultId), RESULT_NOT_FOUND);
  authorize(canDisputeResult(user, { participantId: result.participant_id }), DENIED.otherResult);
  const fields = request.kind === 'wrongData' ? [...new Set(request.fields)] : [];
  return db.transaction(async (tx) => {
    const rider = foundOr404(await riderOf(tx, result.participant_id), 'Участник не найден');
    const id = await insertDispute(tx, {
      resultId: result.id,
      protocolId: result.protocol_id,
      participantId: result.participant_id,
      userId: user.id,
      kind: request.kind,
      fields,
      comment: request.comment,
    });
    if (id === null) throw conflict('Запрос об этом результате уже отправлен и ждёт решения');
    await noticeDisputeOpened(
      tx,
      {
        eventId: result.event_id,
        eventName: result.event_name,
        eventDate: result.event_date,
        protocolName: result.protocol_name,
        organizerId: result.organizer_id,
      },
      {
        participantId: rider.id,
        rider: { lastName: rider.last_name, firstName: rider.first_name },
        kind: request.kind,
        fields,
        comment: request.comment,
      },
    );
    const [own] = (await disputesOfRider(tx, result.participant_id)).filter((row) => row.id === id);
    return presentOwnDispute(own!);
  });
};
