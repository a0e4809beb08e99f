import type { MergeField } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, foundOr404 } from '../../errors.js';
import { lockPeopleChanges } from '../audit/audit-repository.js';
import { notifyUser } from '../notices/notify-admins.js';
import { mergeParticipants } from '../participant-merge/merge-participants.js';
import { decideMergeRequest, findMergeRequest, type MergeRequestRow } from './merge-requests-repository.js';
import { presentMergeRequest } from './present-merge-request.js';

const NOT_FOUND = 'Запрос не найден';

const openRequest = async (executor: Executor, id: number): Promise<MergeRequestRow> => {
  const request = foundOr404(await findMergeRequest(executor, id, { forUpdate: true }), NOT_FOUND);
  if (request.status !== 'open') throw conflict('Запрос уже рассмотрен');
  return request;
};

const tellRider = async (
  executor: Executor,
  request: MergeRequestRow,
  subject: string,
  body: string,
): Promise<void> => {
  if (request.participant_user_id === null) return;
  await notifyUser(executor, request.participant_user_id, {
    type: 'mergeRequestResolved',
    subject,
    body,
    participantId: request.participant_id,
  });
};

/**
 * POST /v1/Admin/merge-requests/{id}/approve: the administrators' merge (preview, merge, audit,
 * undo) with the record kept being the rider's own and the fields chosen from the other; the
 * request is marked approved and the rider told in the merge's own transaction.
 */
export const approveMergeRequest = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  takeFromOther: MergeField[],
) => {
  const request = foundOr404(await findMergeRequest(ctx.database.db, id), NOT_FOUND);
  if (request.status !== 'open') throw conflict('Запрос уже рассмотрен');
  if (request.other_participant_id === null)
    throw conflict('Второй записи больше нет: отклоните запрос с объяснением');
  const merge = await mergeParticipants(
    ctx,
    user,
    {
      participantId: request.participant_id,
      otherParticipantId: request.other_participant_id,
      takeFromOther,
    },
    async (tx, merged) => {
      await openRequest(tx, id);
      await decideMergeRequest(tx, id, {
        status: 'approved',
        resolvedByUserId: user.id,
        reason: '',
        auditRecordId: merged.auditId,
      });
      await tellRider(
        tx,
        request,
        'Ваш запрос на объединение одобрен',
        `Запись «${request.other_name}» объединена с вашим профилем: её результаты теперь ваши, рейтинг пересчитывается.`,
      );
    },
  );
  const after = foundOr404(await findMergeRequest(ctx.database.db, id), NOT_FOUND);
  return { request: presentMergeRequest(after), merge };
};

/** POST /v1/Admin/merge-requests/{id}/decline: refused with a reason the rider reads. */
export const declineMergeRequest = async (ctx: AppContext, user: AuthUser, id: number, reason: string) => {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const request = await openRequest(tx, id);
    await decideMergeRequest(tx, id, { status: 'declined', resolvedByUserId: user.id, reason });
    await tellRider(
      tx,
      request,
      'Ваш запрос на объединение отклонён',
      `Запись «${request.other_name}». Причина: ${reason}`,
    );
  });
  const after = foundOr404(await findMergeRequest(db, id), NOT_FOUND);
  return { request: presentMergeRequest(after), message: 'Запрос отклонён, участник получит уведомление' };
};
