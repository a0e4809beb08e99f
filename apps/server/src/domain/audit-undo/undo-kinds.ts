import { conflict } from '../../errors.js';
import { changeSetUndo } from '../admin-maintenance/undo-change-set.js';
import type { AuditUndoKind, AuditUndoRegistry } from '../../context.js';
import { clubMergeUndo } from '../clubs/undo-club-merge.js';
import { MERGE_CLUBS_ACTION } from '../clubs/merge-clubs.js';
import { DELETE_PROTOCOL_ACTION } from '../protocols/delete-protocols.js';
import {
  beginProtocolChange,
  finishProtocolChange,
  recalculateAfterChange,
} from '../protocol-versions/protocol-change.js';
import {
  restoreDeletedProtocol,
  type DeletedProtocolChanges,
} from '../protocol-versions/restore-deleted-protocol.js';
import {
  DISPUTE_ACTIONS,
  revertDisputeDecision,
  type DisputeChanges,
} from '../result-disputes/dispute-changes.js';
import { findDispute } from '../result-disputes/disputes-repository.js';

/**
 * A disputed result moved or corrected, undone: the row back and the request open again, as a
 * version of the protocol, which recalculates the season from the race day.
 */
const disputeDecisionUndo: AuditUndoKind = {
  undo: async (ctx, tx, record, user) => {
    const changes = record.changes as DisputeChanges;
    const dispute = await findDispute(tx, changes.disputeId);
    if (!dispute) throw conflict('Отменить нельзя: протокол этого запроса удалён');
    const change = await beginProtocolChange(tx, dispute.protocol_id);
    await revertDisputeDecision(tx, changes);
    const version = await finishProtocolChange(ctx, tx, change, {
      kind: 'undo',
      note: `Отменено: ${record.summary}`,
      user,
      notify: false,
    });
    return version.touched.recalculationJobId;
  },
};

/** A deleted protocol comes back, with its results, and its season is recalculated from the race day. */
const protocolDeletionUndo: AuditUndoKind = {
  undo: (ctx, tx, record) => restoreDeletedProtocol(ctx, tx, record.changes as DeletedProtocolChanges),
};

/** Every audit action that is undone otherwise than by putting back a change set. */
const KINDS: Record<string, AuditUndoKind> = {
  [MERGE_CLUBS_ACTION]: clubMergeUndo,
  [DELETE_PROTOCOL_ACTION]: protocolDeletionUndo,
  ...Object.fromEntries(DISPUTE_ACTIONS.map((action) => [action, disputeDecisionUndo])),
};

/** The registry of undo kinds the composition root puts in the context (`ctx.auditUndo`). */
export const auditUndoRegistry: AuditUndoRegistry = {
  kindOf: (action) => (Object.hasOwn(KINDS, action) ? KINDS[action]! : changeSetUndo),
  afterRecalculation: (ctx, jobId) => recalculateAfterChange(ctx, jobId),
};
