import type { CleanupItem, MergeField } from '@velo/contracts';
import type { participants } from '../../db/schema/index.js';
import { normalizedParticipantName } from '../participants/participant-name.js';
import { FIELD_LABELS, MERGE_FIELD_COLUMNS, MERGE_FIELD_ORDER } from '../participants/participant-fields.js';
import type { ParticipantPatch } from './participant-changes.js';

/** A rider's row as the planners read it. */
export type RiderRow = typeof participants.$inferSelect;

/** Whether the rider has the field at all (an empty text, no number, no file: nothing to keep). */
const hasValue = (rider: RiderRow, field: MergeField): boolean => {
  const [first] = MERGE_FIELD_COLUMNS[field];
  const value = rider[first as keyof RiderRow];
  return value !== null && value !== undefined && value !== '';
};

/**
 * What the kept rider takes from the merged one: the chosen fields ('fill' = every field the kept
 * rider lacks and the merged one has, as the bulk clean-ups do), the account link when only the
 * merged rider has one, and the earlier of the two creation dates. The name key follows the names.
 */
export const mergePatch = (kept: RiderRow, merged: RiderRow, fields: readonly MergeField[] | 'fill') => {
  const chosen =
    fields === 'fill'
      ? MERGE_FIELD_ORDER.filter((field) => !hasValue(kept, field) && hasValue(merged, field))
      : fields;
  const patch: ParticipantPatch = {};
  const set = <K extends keyof ParticipantPatch>(key: K, value: ParticipantPatch[K]) => {
    if (kept[key as keyof RiderRow] !== value) patch[key] = value;
  };
  for (const field of chosen) {
    for (const column of MERGE_FIELD_COLUMNS[field]) set(column, merged[column as keyof RiderRow] as never);
  }
  if (patch.lastName !== undefined || patch.firstName !== undefined) {
    set(
      'normalizedName',
      normalizedParticipantName(patch.lastName ?? kept.lastName, patch.firstName ?? kept.firstName),
    );
  }
  if (kept.userId === null && merged.userId !== null) patch.userId = merged.userId;
  // A hidden profile stays hidden: the merged rider's results must not come out under a name.
  if (kept.hiddenAt === null && merged.hiddenAt !== null) {
    patch.hiddenAt = merged.hiddenAt;
    patch.hiddenByUserId = merged.hiddenByUserId;
  }
  if (merged.createdOn < kept.createdOn) patch.createdOn = merged.createdOn;
  return patch;
};

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/** The listed changes of a patch: each named field with its value before and after. */
export const fieldChanges = (before: Partial<RiderRow>, patch: ParticipantPatch): CleanupItem['changes'] =>
  Object.entries(patch).flatMap(([key, value]) => {
    const label = FIELD_LABELS[key as keyof ParticipantPatch];
    if (!label) return [];
    return [{ field: key, label, before: asText(before[key as keyof RiderRow]), after: asText(value) }];
  });

/** «Фамилия Имя», as lists name a rider. */
export const riderName = (rider: { lastName: string; firstName: string }): string =>
  `${rider.lastName} ${rider.firstName}`.trim();
