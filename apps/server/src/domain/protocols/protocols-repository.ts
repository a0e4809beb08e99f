import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
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

/** A protocol's row as the database has it (kept in the audit when it is deleted, issue 38). */
export const protocolRecord = async (
  executor: Executor,
  id: number,
): Promise<Record<string, unknown> | null> => {
  const [row] = await queryRows<{ record: Record<string, unknown> }>(
    executor,
    sql`select to_jsonb(p) as record from protocols p where p.id = ${id}`,
  );
  return row?.record ?? null;
};

/**
 * Puts a deleted protocol's row back as it was, with its id; a category or a file deleted since is
 * left out. Answers false when the event or the config is gone (or the id is taken).
 */
export const restoreProtocolRecord = async (
  executor: Executor,
  record: Record<string, unknown>,
): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`with kept as (select ${JSON.stringify(record)}::jsonb as j)
        insert into protocols
        select (jsonb_populate_record(null::protocols, kept.j || jsonb_build_object(
          'cluster_age_category_id',
            (select c.id from cluster_age_categories c where c.id = (kept.j ->> 'cluster_age_category_id')::int),
          'original_file_id', (select f.id from files f where f.id::text = kept.j ->> 'original_file_id')))).*
        from kept
        where exists (select 1 from events e where e.id = (kept.j ->> 'event_id')::int)
          and exists (select 1 from protocol_configs c where c.id = (kept.j ->> 'config_id')::int)
          and not exists (select 1 from protocols p where p.id = (kept.j ->> 'id')::int)
        returning id`,
  );
  return rows.length > 0;
};
