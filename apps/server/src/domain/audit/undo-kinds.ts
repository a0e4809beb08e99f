import type { AuthUser } from '../../auth/auth-user.js';
import type { Transaction } from '../../db/database.js';
import type { AuditRow } from './audit-repository.js';

/**
 * How one kind of audit record is undone (clubs merged, a dispute decided, a protocol deleted, riders
 * cleaned up or merged). Each area that writes a kind of record says how it comes back; the registry
 * of kinds is made by the composition root (domain/audit-undo/undo-kinds.ts, into `ctx.auditUndo`), so
 * the audit knows none of the areas that write to it. `Ctx` is the server's context (AppContext),
 * a parameter so that the context's type can name the registry without a circle.
 */
export type AuditUndoKind<Ctx> = {
  /**
   * Puts the record's rows back, inside the undo's transaction. Answers the recalculation from a race
   * day it queued (a version of a protocol does), or null: the undo then marks the record's seasons
   * stale and queues their recalculation in the background.
   */
  undo: (ctx: Ctx, tx: Transaction, record: AuditRow, user: AuthUser) => Promise<number | null>;
};

/** The undo kinds by audit action, and what follows a recalculation an undo queued. */
export type AuditUndoRegistry<Ctx> = {
  /** The kind that undoes a record of this action (a clean-up's change set when none is named). */
  kindOf: (action: string) => AuditUndoKind<Ctx>;
  /** Runs the recalculation an undo queued from a race day; answers the sentences for the message. */
  afterRecalculation: (ctx: Ctx, jobId: number) => Promise<string[]>;
};
