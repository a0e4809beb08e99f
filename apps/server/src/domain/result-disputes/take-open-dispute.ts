import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canResolveDispute, DENIED } from '../../auth/policies.js';
import type { Executor } from '../../db/database.js';
import { badRequest, conflict, foundOr404 } from '../../errors.js';
import { lockPeopleChanges } from '../audit/audit-repository.js';
import { findDispute, type DisputeRow } from './disputes-repository.js';
import type { DisputedResultText } from './dispute-notices.js';

export const DISPUTE_NOT_FOUND = 'Запрос не найден';

/**
 * The request a decision is about, locked in the caller's transaction (and with every change to
 * people's records, as merges and clean-ups take it): the protocol's organizer's or an
 * administrator's, and still open.
 */
export const takeOpenDispute = async (
  executor: Executor,
  user: AuthUser,
  id: number,
): Promise<DisputeRow> => {
  await lockPeopleChanges(executor);
  const dispute = foundOr404(await findDispute(executor, id, { forUpdate: true }), DISPUTE_NOT_FOUND);
  authorize(canResolveDispute(user, { organizerId: dispute.organizer_id }), DENIED.otherOrganizer);
  if (dispute.status !== 'open') throw conflict('Запрос уже рассмотрен');
  return dispute;
};

/**
 * The row a move or a correction acts on: a request about a missing result, or about a row a
 * corrected protocol removed, has none (400).
 */
export const disputedRow = (dispute: DisputeRow): { resultId: number; riderId: number } => {
  if (dispute.result_id === null || dispute.r_participant_id === null)
    throw badRequest(
      dispute.kind === 'missing'
        ? 'Результата нет в протоколе: загрузите исправленный протокол с ним или отклоните запрос'
        : 'Этой строки больше нет в протоколе: перенести или исправить её нельзя',
    );
  return { resultId: dispute.result_id, riderId: dispute.r_participant_id };
};

/** The race of a request, as its notices name it. */
export const raceOfDispute = (dispute: DisputeRow): DisputedResultText => ({
  eventId: dispute.event_id,
  eventName: dispute.event_name,
  eventDate: dispute.event_date,
  protocolName: dispute.protocol_name,
  organizerId: dispute.organizer_id,
});

/** «Фамилия Имя (№ id)». */
export const riderLabel = (rider: { id: number; last_name: string; first_name: string }): string =>
  `${rider.last_name} ${rider.first_name} (№ ${rider.id})`;
