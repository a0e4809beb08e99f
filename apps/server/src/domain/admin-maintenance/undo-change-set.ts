import type { AuditUndoKind } from '../../context.js';
import type { ChangeSet } from './participant-changes.js';
import { revertChangeSet } from './revert-changes-repository.js';

/** A clean-up, a merge of riders or a rating correction undone: every row of its change set back. */
export const changeSetUndo: AuditUndoKind = {
  undo: async (_ctx, tx, record) => {
    await revertChangeSet(tx, record.changes as ChangeSet);
    return null;
  },
};
