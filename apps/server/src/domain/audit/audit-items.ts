import type { CleanupItem } from '@velo/contracts';
import { FIELD_LABELS } from '../participants/participant-fields.js';

/**
 * The riders an audit record lists, stored as tuples: a clean-up of every rider lists 50,000 of
 * them, and the names of the object's keys and the labels of the fields would be most of it.
 */
type PackedChange = [field: string, before: string | null, after: string | null, label?: string];
export type PackedItem = [
  kind: 'u' | 'm' | 'd',
  participantId: number,
  participantName: string,
  yearOfBirth: number | null,
  keptParticipantId: number | null,
  keptParticipantName: string | null,
  changes: PackedChange[],
  resultsCount: number,
];

const KINDS = { update: 'u', merge: 'm', delete: 'd' } as const;
const KIND_OF = { u: 'update', m: 'merge', d: 'delete' } as const;

const labelOf = (field: string): string | undefined =>
  Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : undefined;

export const packItem = (item: CleanupItem): PackedItem => [
  KINDS[item.kind],
  item.participantId,
  item.participantName,
  item.yearOfBirth,
  item.keptParticipantId,
  item.keptParticipantName,
  item.changes.map((change) =>
    change.label === labelOf(change.field)
      ? [change.field, change.before, change.after]
      : [change.field, change.before, change.after, change.label],
  ),
  item.resultsCount,
];

export const unpackItem = (packed: PackedItem): CleanupItem => ({
  kind: KIND_OF[packed[0]],
  participantId: packed[1],
  participantName: packed[2],
  yearOfBirth: packed[3],
  keptParticipantId: packed[4],
  keptParticipantName: packed[5],
  changes: packed[6].map(([field, before, after, label]) => ({
    field,
    label: label ?? labelOf(field) ?? field,
    before,
    after,
  })),
  resultsCount: packed[7],
});
