import type { AuditUndoKind } from '../../context.js';
import { revertClubMerge, type ClubMergeChanges } from './merge-clubs.js';

/** A merge of clubs undone from the audit: every rider's club text back as it was. */
export const clubMergeUndo: AuditUndoKind = {
  undo: async (_ctx, tx, record) => {
    await revertClubMerge(tx, record.changes as ClubMergeChanges);
    return null;
  },
};
