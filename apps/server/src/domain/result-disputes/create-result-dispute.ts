import type { OwnResultDispute, createResultDisputeRequestSchema } from '@velo/contracts';
import { moscowDateTimeText } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canDisputeResult, canReportMissingResult, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, foundOr404 } from '../../errors.js';
import { noticeDisputeOpened } from './dispute-notices.js';
import {
  disputesOfRider,
  findDisputedResult,
  findProtocolForRider,
  insertDispute,
  riderOf,
  type DisputedResultRow,
} from './disputes-repository.js';
import { presentOwnDispute } from './present-result-dispute.js';
import { noteOpenRequestsChanged } from './dispute-changes.js';

export const RESULT_NOT_FOUND = 'Результат не найден';

type Request = z.output<typeof createResultDisputeRequestSchema>;
type Race = Omit<DisputedResultRow, 'id' | 'participant_id'>;

/**
 * The protest window (issue 38): an error in a result, or a missing one, is taken while the protocol
 * is provisional; after the window closes it is refused. 'Это не мой результат' is taken at any time:
 * it is about the person, not the race.
 */
const checkWindow = (race: Race, kind: Request['kind']): void => {
  if (kind === 'notMine' || race.official_at === null) return;
  throw badRequest(
    `Протесты по этому протоколу больше не принимаются: результаты официальные с ${moscowDateTimeText(race.official_at)}. ` +
      'Если результат не ваш, выберите «Это не мой результат»',
  );
};

/** The race and the rider a request is about: the rider's own result, or a protocol they are missing from. */
const subjectOf = async (ctx: AppContext, user: AuthUser, request: Request) => {
  const db = ctx.database.db;
  if (request.kind === 'missing') {
    const race = foundOr404(
      await findProtocolForRider(db, request.protocolId!, user.participantId),
      'Протокол не найден',
    );
    const isInProtocol = race.own_result_id !== null;
    if (isInProtocol)
      throw badRequest(
        'Ваш результат есть в этом протоколе: сообщите об ошибке в нём из профиля или протокола',
      );
    authorize(
      canReportMissingResult(user, { isOnStartList: race.is_on_start_list, isInProtocol }),
      DENIED.notOnStartList,
    );
    return { race, resultId: null, participantId: user.participantId! };
  }
  const result = foundOr404(await findDisputedResult(db, request.resultId!), RESULT_NOT_FOUND);
  authorize(canDisputeResult(user, { participantId: result.participant_id }), DENIED.otherResult);
  return { race: result, resultId: result.id, participantId: result.participant_id };
};

/**
 * POST /v1/ResultDispute: a rider marks a result of their own 'Это не мой результат' or 'Ошибка в
 * результате' (with what is wrong), or says their result is missing from a protocol, with a comment.
 * One open request per rider and result (or protocol, for a missing one). The protocol's organizer's
 * accounts and the administrators are told in the same transaction.
 */
export const createResultDispute = async (
  ctx: AppContext,
  user: AuthUser,
  request: Request,
): Promise<OwnResultDispute> => {
  const db = ctx.database.db;
  const { race, resultId, participantId } = await subjectOf(ctx, user, request);
  checkWindow(race, request.kind);
  const fields = request.kind === 'wrongData' ? [...new Set(request.fields)] : [];
  return db.transaction(async (tx) => {
    const rider = foundOr404(await riderOf(tx, participantId), 'Участник не найден');
    const id = await insertDispute(tx, {
      resultId,
      protocolId: race.protocol_id,
      participantId,
      userId: user.id,
      kind: request.kind,
      fields,
      comment: request.comment,
    });
    if (id === null)
      throw conflict(
        request.kind === 'missing'
          ? 'Запрос о пропавшем результате уже отправлен и ждёт решения'
          : 'Запрос об этом результате уже отправлен и ждёт решения',
      );
    await noticeDisputeOpened(
      tx,
      {
        eventId: race.event_id,
        eventName: race.event_name,
        eventDate: race.event_date,
        protocolName: race.protocol_name,
        organizerId: race.organizer_id,
      },
      {
        participantId: rider.id,
        rider: { lastName: rider.last_name, firstName: rider.first_name },
        kind: request.kind,
        fields,
        comment: request.comment,
      },
    );
    noteOpenRequestsChanged(race);
    const [own] = (await disputesOfRider(tx, participantId)).filter((row) => row.id === id);
    return presentOwnDispute(own!);
  });
};
