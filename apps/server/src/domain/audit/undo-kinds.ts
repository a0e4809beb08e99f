import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import type { AuditRow } from './audit-repository.js';

/**
 * How one kind of audit record is undone (clubs merged, a dispute decided, a protocol deleted, riders
 * cleaned up or merged). Each area that writes a kind of record says how it comes back; the registry
 * of kinds is made by the composition root (domain/audit-undo/undo-kinds.ts, into `ctx.auditUndo`), so
 * the audit knows none of the areas that write to it.
 */
export type AuditUndoKind = {
  /**
   * Puts the record's rows back, inside the undo's transaction. Answers the recalculation from a race
   * day it queued (a version of a protocol does), or null: the undo then marks the record's seasons
   * stale and queues their recalculation in the background.
   */
  undo: (ctx: AppContext, tx: Transaction, record: AuditRow, user: AuthUser) => Promise<number | null>;
};

/** The undo kinds by audit action, and what follows a recalculation an undo queued. */
export type AuditUndoRegistry = {
  /** The kind that undoes a record of this action (a clean-up's change set when none is named). */
  kindOf: (action: string) => AuditUndoKind;
  /** Runs the recalculation an undo queued from a race day; answers the sentences for the message. */
  afterRecalculation: (ctx: AppContext, jobId: number) => Promise<string[]>;
};
