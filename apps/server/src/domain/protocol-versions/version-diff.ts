import type { DiffCounts, DiffField, DiffRow, DiffSide } from '@velo/contracts';
import type { ProtocolVersionRow } from '../../db/schema/index.js';

/**
 * The diff of two versions of a protocol (issue 38), pure: riders are matched by their id (a rider
 * the portal does not know yet, in a file not saved, by the key the caller gives). The rows of the
 * later version in their order, then the riders it removed.
 */

/** A row to compare: a version's row; `participantId` null for a rider not created yet. */
export type DiffableRow = Omit<ProtocolVersionRow, 'participantId'> & {
  participantId: number | null;
  /** Matches the row across the two versions: the rider's id, or `new:<row number>`. */
  key: string;
};

export const keyOfRider = (participantId: number): string => String(participantId);

const sideOf = (row: DiffableRow): DiffSide => ({
  place: row.place,
  resultTime: row.resultTime,
  status: row.status,
  gender: row.gender,
  points: row.points,
  categoryText: row.categoryText,
  club: row.club,
  bib: row.bib,
});

/** Points that differ by less than a cent are the same points. */
const samePoints = (a: number, b: number) => Math.abs(a - b) < 0.005;

const changedFields = (before: DiffableRow, after: DiffableRow): DiffField[] => {
  const fields: DiffField[] = [];
  if (before.place !== after.place) fields.push('place');
  if (before.resultTime !== after.resultTime) fields.push('time');
  if (before.status !== after.status) fields.push('status');
  if (!samePoints(before.points, after.points)) fields.push('points');
  if (before.gender !== after.gender) fields.push('gender');
  if (before.categoryText !== after.categoryText) fields.push('category');
  if (before.club !== after.club) fields.push('club');
  if (before.bib !== after.bib) fields.push('bib');
  return fields;
};

const riderOf = (row: DiffableRow) => ({
  key: row.key,
  participantId: row.participantId,
  lastName: row.lastName,
  firstName: row.firstName,
  yearOfBirth: row.yearOfBirth,
});

export const diffVersions = (
  before: readonly DiffableRow[],
  after: readonly DiffableRow[],
): { rows: DiffRow[]; counts: DiffCounts } => {
  const earlier = new Map(before.map((row) => [row.key, row]));
  const later = new Set(after.map((row) => row.key));
  const counts: DiffCounts = { added: 0, removed: 0, changed: 0, same: 0 };
  const rows: DiffRow[] = [];
  for (const row of after) {
    const old = earlier.get(row.key);
    if (!old) {
      counts.added += 1;
      rows.push({ ...riderOf(row), change: 'added', changedFields: [], before: null, after: sideOf(row) });
      continue;
    }
    const fields = changedFields(old, row);
    const change = fields.length ? 'changed' : 'same';
    counts[change] += 1;
    rows.push({ ...riderOf(row), change, changedFields: fields, before: sideOf(old), after: sideOf(row) });
  }
  for (const row of before) {
    if (later.has(row.key)) continue;
    counts.removed += 1;
    rows.push({ ...riderOf(row), change: 'removed', changedFields: [], before: sideOf(row), after: null });
  }
  return { rows, counts };
};

/** A stored version's rows, keyed by rider. */
export const diffableRows = (rows: readonly ProtocolVersionRow[]): DiffableRow[] =>
  rows.map((row) => ({ ...row, key: keyOfRider(row.participantId) }));

/**
 * Whether a rider's result or place changed between two versions, as a 'corrected' notice tells it:
 * added, removed, or another place, time or status. Points alone (moved by Q) are not a correction
 * of the rider's result.
 */
export const isResultChanged = (row: DiffRow): boolean =>
  row.change === 'added' ||
  row.change === 'removed' ||
  row.changedFields.some((field) => field === 'place' || field === 'time' || field === 'status');
