import type { AppContext } from '../../context.js';
import type { AuditUndoKind } from '../audit/undo-kinds.js';
import { revertClubMerge, type ClubMergeChanges } from './merge-clubs.js';

/** A merge of clubs undone from the audit: every rider's club text back as it was. */
export const clubMergeUndo: AuditUndoKind<AppContext> = {
  undo: async (_ctx, tx, record) => {
    await revertClubMerge(tx, record.changes as ClubMergeChanges);
    return null;
  },
};
