import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { events, protocolResults, protocols } from '../../db/schema/index.js';
import { bulkInsert } from '../../lib/bulk-insert.js';

/**
 * The organizers' protocols: the rows the cabinet writes and deletes. The public reads of protocols
 * are in public-protocols/, the points in rating/.
 */

export type NewProtocol = typeof protocols.$inferInsert;
export type NewProtocolResult = typeof protocolResults.$inferInsert;

/** Protocols with the organizer and date of their event (whose organizer may manage them). */
export const protocolsWithEvents = (executor: Executor, ids: number[]) =>
  executor
    .select({
      id: protocols.id,
      name: protocols.name,
      originalFileId: protocols.originalFileId,
      organizerId: events.organizerId,
      eventDate: events.eventDate,
    })
    .from(protocols)
    .innerJoin(events, eq(events.id, protocols.eventId))
    .where(inArray(protocols.id, ids));

export type ProtocolWithEvent = Awaited<ReturnType<typeof protocolsWithEvents>>[number];

/** What the step after a protocol exists needs of it: its event, the event's day and organizer. */
export const findProtocolEvent = async (executor: Executor, id: number) => {
  const [row] = await executor
    .select({
      id: protocols.id,
      eventId: events.id,
      eventDate: events.eventDate,
      organizerId: events.organizerId,
    })
    .from(protocols)
    .innerJoin(events, eq(events.id, protocols.eventId))
    .where(eq(protocols.id, id));
  return row ?? null;
};

/** The riders with a row in the protocol, by id. */
export const protocolRiderIds = async (executor: Executor, id: number): Promise<number[]> => {
  const rows = await executor
    .selectDistinct({ participantId: protocolResults.participantId })
    .from(protocolResults)
    .where(eq(protocolResults.protocolId, id))
    .orderBy(protocolResults.participantId);
  return rows.map((row) => row.participantId);
};

export const insertProtocols = async (executor: Executor, rows: NewProtocol[]): Promise<number[]> => {
  const inserted = await executor.insert(protocols).values(rows).returning({ id: protocols.id });
  return inserted.map((row) => row.id);
};

/** Result rows in one statement per 20,000 (lib/bulk-insert.ts). */
export const insertProtocolResults = (executor: Executor, rows: NewProtocolResult[]) =>
  bulkInsert(executor, protocolResults, rows);

export const updateProtocolRow = async (executor: Executor, id: number, values: Partial<NewProtocol>) => {
  await executor.update(protocols).set(values).where(eq(protocols.id, id));
};

/** Deletes protocols; their results go with them (on delete cascade). */
export const deleteProtocolRows = async (executor: Executor, ids: number[]) => {
  await executor.delete(protocols).where(inArray(protocols.id, ids));
};
