import type { MergeRequest } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canRequestMergeFor, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict, foundOr404 } from '../../errors.js';
import { riderName } from '../admin-maintenance/merge-fields.js';
import { notifyAdmins } from '../notices/notify-admins.js';
import { findPossibleDuplicates } from './find-possible-duplicates.js';
import { findMergeRequest, insertMergeRequest } from './merge-requests-repository.js';
import { presentMergeRequest } from './present-merge-request.js';

/**
 * POST /v1/MergeRequest: the rider (only for their own record) confirms that a suggested record ('Возможно, это тоже вы') is
 * theirs too. Only a record the suggestions offer now; one open request per pair. The
 * administrators hear of it and review it with the merge's preview.
 */
export const createMergeRequest = async (
  ctx: AppContext,
  user: AuthUser,
  request: { participantId: number; otherParticipantId: number; comment?: string | null | undefined },
): Promise<MergeRequest> => {
  const { participantId } = request;
  authorize(canRequestMergeFor(user, participantId), DENIED.otherParticipant);
  return ctx.database.db.transaction(async (tx) => {
    const suggestions = await findPossibleDuplicates(tx, participantId);
    const other = suggestions.find((candidate) => candidate.id === request.otherParticipantId);
    if (!other)
      throw conflict('Эту запись нельзя предложить к объединению: её нет среди похожих на вас участников');
    const otherName = `${riderName(other)}${other.yearOfBirth ? `, ${other.yearOfBirth}` : ''}`;
    const id = await insertMergeRequest(tx, {
      participantId,
      otherParticipantId: other.id,
      otherName,
      userId: user.id,
      comment: request.comment?.trim() ?? '',
    });
    if (id === null) throw conflict('Запрос об этой записи уже отправлен и ждёт решения');
    const saved = foundOr404(await findMergeRequest(tx, id), 'Запрос не найден');
    await notifyAdmins(tx, {
      type: 'mergeRequestOpened',
      subject: `Запрос на объединение: ${riderName({ lastName: saved.last_name, firstName: saved.first_name })} и ${otherName}`,
      body: `Участник № ${participantId} считает своей запись № ${other.id} (${otherName}, гонок: ${other.racesCount}).${saved.comment ? `\nКомментарий: ${saved.comment}` : ''}\n\nЗапрос ждёт решения в кабинете администратора, в разделе «Объединения».`,
      participantId,
    });
    return presentMergeRequest(saved);
  });
};
