import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { columnMappings } from '../../db/schema/index.js';
import type { ColumnAssignment } from '../protocol-files/index.js';

/** Whose remembered mappings an upload uses: the organizer's, or the account's own without one. */
export type MappingOwner = { organizerId: number } | { userId: number };

export const mappingOwnerOf = (user: { id: number; organizerId: number | null }): MappingOwner =>
  user.organizerId !== null ? { organizerId: user.organizerId } : { userId: user.id };

const ownedBy = (owner: MappingOwner) =>
  'organizerId' in owner
    ? eq(columnMappings.organizerId, owner.organizerId)
    : and(eq(columnMappings.userId, owner.userId), isNull(columnMappings.organizerId));

/** An organizer keeps at most this many (the latest used); the reader gets them all with each file. */
export const MAX_REMEMBERED_MAPPINGS = 200;

/** The owner's remembered mappings by header signature, the latest first. */
export const loadRememberedMappings = async (
  executor: Executor,
  owner: MappingOwner,
): Promise<Map<string, ColumnAssignment[]>> => {
  const rows = await executor
    .select({ signature: columnMappings.headerSignature, mapping: columnMappings.mapping })
    .from(columnMappings)
    .where(ownedBy(owner))
    .orderBy(desc(columnMappings.updatedOn))
    .limit(MAX_REMEMBERED_MAPPINGS);
  return new Map(rows.map((row) => [row.signature, row.mapping]));
};

/** Remembers (or replaces) the owner's mapping for a header signature. */
export const rememberMapping = async (
  executor: Executor,
  owner: MappingOwner,
  values: { headerSignature: string; headers: string[]; mapping: ColumnAssignment[] },
): Promise<void> => {
  const isOrganizers = 'organizerId' in owner;
  await executor
    .insert(columnMappings)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({
      target: isOrganizers
        ? [columnMappings.organizerId, columnMappings.headerSignature]
        : [columnMappings.userId, columnMappings.headerSignature],
      targetWhere: isOrganizers
        ? sql`${columnMappings.organizerId} is not null`
        : sql`${columnMappings.userId} is not null`,
      set: { headers: values.headers, mapping: values.mapping, updatedOn: new Date() },
    });
};

/** Forgets the owner's mapping for a header signature, if there is one. */
export const forgetMapping = async (
  executor: Executor,
  owner: MappingOwner,
  headerSignature: string,
): Promise<void> => {
  await executor
    .delete(columnMappings)
    .where(and(ownedBy(owner), eq(columnMappings.headerSignature, headerSignature)));
};
