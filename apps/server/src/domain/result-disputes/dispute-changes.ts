import type { Executor } from '../../db/database.js';
import { noteChanges } from '../../infra/changes.js';
import { conflict } from '../../errors.js';
import { emptyChangeSet } from '../admin-maintenance/participant-changes.js';
import { revertChangeSet } from '../admin-maintenance/revert-changes-repository.js';
import { reopenDispute } from './disputes-repository.js';
import {
  removeUnusedRider,
  resultRowHolds,
  writeResultRow,
  type ResultRowText,
} from './result-rows-repository.js';

/** The audit actions of a dispute's decisions (undone by revertDisputeDecision). */
export const DISPUTE_ACTIONS = ['moveDisputedResult', 'correctDisputedResult'] as const;

/** What a move or a correction changed, as the audit keeps it and its undo reads it. */
export type DisputeChanges = {
  disputeId: number;
  /** [result id, from rider, to rider]. */
  resultsMoved: [id: number, from: number, to: number][];
  /** Riders the move created (removed again by the undo when nothing else refers to them). */
  participantsCreated: number[];
  resultRowsUpdated: { id: number; before: ResultRowText; after: ResultRowText }[];
};

/**
 * Puts back what a decision changed, in the caller's transaction, and opens the request again.
 * Refused (409, nothing changed) when a row was changed since: corrected or moved again.
 */
export const revertDisputeDecision = async (executor: Executor, changes: DisputeChanges): Promise<void> => {
  for (const row of changes.resultRowsUpdated) {
    if (!(await resultRowHolds(executor, row.id, row.after)))
      throw conflict(`Отменить нельзя: результат изменён после исправления (№ строки ${row.id})`);
    await writeResultRow(executor, row.id, row.before);
  }
  await revertChangeSet(executor, { ...emptyChangeSet(), resultsMoved: changes.resultsMoved });
  for (const id of changes.participantsCreated) await removeUnusedRider(executor, id);
  if (!(await reopenDispute(executor, changes.disputeId)))
    throw conflict('Отменить нельзя: участник уже подал новый запрос об этом результате');
};

/**
 * A request opened or rejected changes no result, but the protocol lists show each protocol's open
 * protests (`openProtestsCount` in `/v1/Protocol/paged`: the organizer's protocols view), which the
 * read cache keeps under the protocol's tags or its event's: those answers go (issue 35's tags).
 */
export const noteOpenRequestsChanged = (race: { protocol_id: number; event_id: number }) =>
  noteChanges({ protocol: [race.protocol_id], event: [race.event_id] }, { complete: true });
