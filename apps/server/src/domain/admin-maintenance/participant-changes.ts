import type { CleanupCounts, CleanupItem, CleanupSkip } from '@velo/contracts';
import type { participants } from '../../db/schema/index.js';

type ParticipantColumns = typeof participants.$inferInsert;

/** Columns a clean-up or a merge may set on a rider (never its id). */
export type ParticipantPatch = Partial<Omit<ParticipantColumns, 'id'>>;

/** A rider whose columns change. */
export type RiderUpdate = { participantId: number; patch: ParticipantPatch };

/**
 * A rider merged into another: its results, favourites, notifications, start list rows and corrections move to the
 * kept rider and it is removed. What the kept rider takes from it (fields, the account link) is an
 * update of the kept rider in the same plan.
 */
export type RiderMerge = { keptId: number; mergedId: number };

/**
 * What a clean-up (or a merge) will do, computed the same way for its dry run and its application:
 * the application writes exactly these changes, and the answer lists exactly these items.
 */
export type ChangePlan = {
  updates: RiderUpdate[];
  merges: RiderMerge[];
  deletions: number[];
  items: CleanupItem[];
  skipped: CleanupSkip[];
  counts: CleanupCounts;
};

/** A row as the database's to_jsonb gives it (column names as keys). */
export type JsonRow = Record<string, unknown>;

/** Columns of a row as text, as the database writes them (column names as keys). */
export type TextRow = Record<string, string | null>;

/**
 * The rows an application changed, before and after, as the audit keeps them and the undo reads
 * them. Tuples keep large clean-ups small: [result id, from rider, to rider], …
 */
export type ChangeSet = {
  participantsUpdated: { id: number; before: TextRow; after: TextRow }[];
  participantsDeleted: JsonRow[];
  resultsMoved: [id: number, from: number, to: number][];
  favoritesDeleted: [userId: number, participantId: number, createdOn: string][];
  favoritesInserted: [userId: number, participantId: number][];
  notificationsMoved: [id: number, from: number, to: number | null][];
  /** Start list rows of merged or deleted riders; absent in records made before them. */
  startListEntriesMoved?: [id: number, from: number, to: number | null][];
  adjustmentsMoved: [id: number, from: number, to: number][];
  adjustmentsDeleted: JsonRow[];
  adjustmentsInserted: number[];
};

export const emptyChangeSet = (): ChangeSet => ({
  participantsUpdated: [],
  participantsDeleted: [],
  resultsMoved: [],
  favoritesDeleted: [],
  favoritesInserted: [],
  notificationsMoved: [],
  startListEntriesMoved: [],
  adjustmentsMoved: [],
  adjustmentsDeleted: [],
  adjustmentsInserted: [],
});

export const emptyCounts = (): CleanupCounts => ({
  participantsUpdated: 0,
  participantsMerged: 0,
  participantsDeleted: 0,
  resultsMoved: 0,
  favoritesMoved: 0,
  userLinksMoved: 0,
  notificationsMoved: 0,
  ratingAdjustmentsMoved: 0,
});

/** How many riders a plan changes, merges or deletes: one listed item each. */
export const affectedCountOf = (plan: Pick<ChangePlan, 'items'>): number => plan.items.length;
