import type { moveDisputedResultRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, foundOr404 } from '../../errors.js';
import { insertAuditRecord } from '../audit/audit-repository.js';
import { findParticipantsByKey } from '../participants/participants-repository.js';
import { noteChanges } from '../../infra/changes.js';
import {
  beginProtocolChange,
  finishProtocolChange,
  recalculateAfterChange,
} from '../protocol-versions/protocol-change.js';
import { seasonOf } from '../rating/recalculate-seasons.js';
import type { DisputeChanges } from './dispute-changes.js';
import { noticeDisputeDecided } from './dispute-notices.js';
import { createRider, decideDispute, findDispute, riderOf, standsInProtocol } from './disputes-repository.js';
import { presentDispute } from './present-result-dispute.js';
import { moveResult } from './result-rows-repository.js';
import {
  DISPUTE_NOT_FOUND,
  disputedRow,
  raceOfDispute,
  riderLabel,
  takeOpenDispute,
} from './take-open-dispute.js';

type MoveRequest = z.output<typeof moveDisputedResultRequestSchema>;

/** The rider the result goes to: one the portal knows, or a new one (refused when the name and year are known). */
const targetOf = async (tx: Parameters<typeof riderOf>[0], request: MoveRequest) => {
  if (request.toParticipantId) {
    const rider = foundOr404(await riderOf(tx, request.toParticipantId), 'Участник не найден');
    return { rider, created: false };
  }
  const rider = request.newRider!;
  const person = {
    lastName: rider.lastName,
    firstName: rider.firstName,
    yearOfBirth: rider.yearOfBirth ?? null,
  };
  const [known] = (await findParticipantsByKey(tx, [person])).values();
  if (known !== undefined) throw conflict(`Такой участник уже есть (№ ${known}): выберите его в поиске`);
  const id = await createRider(tx, { ...person, middleName: rider.middleName ?? '', gender: rider.gender });
  return { rider: (await riderOf(tx, id))!, created: true };
};

/**
 * POST /v1/ResultDispute/{id}/move: the disputed result goes to another rider (found by search) or
 * to a new one. A version of the protocol (issue 38) and an audit record (undone from it, or from the
 * request); the season recalculated from the race day before answering, and both riders told.
 */
export const moveDisputedResult = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  request: MoveRequest,
) => {
  const db = ctx.database.db;
  const outcome = await db.transaction(async (tx) => {
    const dispute = await takeOpenDispute(tx, user, id);
    const { resultId } = disputedRow(dispute);
    const change = await beginProtocolChange(tx, dispute.protocol_id);
    const from = foundOr404(await riderOf(tx, disputedRow(dispute).riderId), 'Участник не найден');
    const { rider: to, created } = await targetOf(tx, request);
    if (to.id === from.id) throw badRequest('Результат уже стоит за этим участником');
    if (await standsInProtocol(tx, to.id, dispute.protocol_id))
      throw conflict(`${riderLabel(to)} уже есть в этом протоколе: перенести результат нельзя`);
    if (!(await moveResult(tx, resultId, from.id, to.id)))
      throw conflict('Результат изменился, обновите страницу');
    const season = seasonOf(dispute.event_date);
    // The row shows another rider: its protocol, event and season, and both riders' pages.
    noteChanges({
      protocol: [dispute.protocol_id],
      event: [dispute.event_id],
      season: [season],
      rider: [from.id, to.id],
    });
    const changes: DisputeChanges = {
      disputeId: dispute.id,
      resultsMoved: [[resultId, from.id, to.id]],
      participantsCreated: created ? [to.id] : [],
      resultRowsUpdated: [],
    };
    const race = raceOfDispute(dispute);
    const summary = `Результат (${race.eventName}, «${race.protocolName}») перенесён от ${riderLabel(from)} к ${riderLabel(to)}${created ? ' (новый участник)' : ''} по запросу участника`;
    const auditId = await insertAuditRecord(tx, {
      action: 'moveDisputedResult',
      summary,
      userId: user.id,
      userName: user.email,
      parameters: { disputeId: dispute.id, resultId, toParticipantId: to.id, created },
      affectedCount: 1,
      counts: { resultsMoved: 1 },
      participantIds: [from.id, to.id],
      seasons: [season],
      changes,
    });
    const resolution = `Результат перенесён: ${to.last_name} ${to.first_name}`;
    await decideDispute(tx, dispute.id, {
      status: 'moved',
      resolvedByUserId: user.id,
      resolution,
      auditRecordId: auditId,
      movedToParticipantId: to.id,
    });
    await noticeDisputeDecided(tx, race, [
      {
        userId: from.user_id,
        participantId: from.id,
        subject: 'Ваш запрос рассмотрен: результат убран из вашего профиля',
        body: `Организатор перенёс результат другому участнику. Очки пересчитаны.`,
      },
      {
        userId: to.user_id,
        participantId: to.id,
        subject: 'В ваш профиль добавлен результат',
        body: `Организатор перенёс в ваш профиль результат, который стоял за другим участником. Очки пересчитаны.`,
      },
    ]);
    const version = await finishProtocolChange(ctx, tx, change, {
      kind: 'disputeMove',
      note: `По запросу участника: результат перенесён от ${riderLabel(from)} к ${riderLabel(to)}`,
      user,
      // Both riders hear of the decision itself.
      notify: false,
    });
    return { season, summary, jobId: version.touched.recalculationJobId };
  });
  await recalculateAfterChange(ctx, outcome.jobId);
  const dispute = foundOr404(await findDispute(db, id), DISPUTE_NOT_FOUND);
  return {
    dispute: presentDispute(dispute),
    message: `${outcome.summary}. Рейтинг ${outcome.season} пересчитан.`,
  };
};
