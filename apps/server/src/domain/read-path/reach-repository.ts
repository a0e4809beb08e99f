import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import type { Changes } from '../../infra/changes.js';

/**
 * What a change of one thing reaches on the public pages (docs/decisions/read-path.md): the tags a
 * write notes (infra/changes.ts) so that the answers showing that thing go, and only those. One or
 * two indexed queries each, read in the write's own transaction (before a deletion).
 */

const years = (days: readonly string[]) => [...new Set(days.map((day) => Number(String(day).slice(0, 4))))];

/** Protocols: themselves, their events and seasons, the riders of their results. */
export const protocolReach = async (executor: Executor, protocolIds: readonly number[]): Promise<Changes> => {
  if (protocolIds.length === 0) return { protocol: [], event: [], season: [], rider: [] };
  const ids = sql`${sql.param([...protocolIds])}::int[]`;
  const [protocols, riders] = await Promise.all([
    queryRows<{ event_id: number; event_date: string }>(
      executor,
      sql`select p.event_id, e.event_date::text as event_date from protocols p join events e on e.id = p.event_id
          where p.id = any(${ids})`,
    ),
    queryRows<{ participant_id: number }>(
      executor,
      sql`select distinct participant_id from protocol_results where protocol_id = any(${ids})`,
    ),
  ]);
  return {
    protocol: [...protocolIds],
    event: [...new Set(protocols.map((p) => p.event_id))],
    season: years(protocols.map((p) => p.event_date)),
    rider: riders.map((r) => r.participant_id),
  };
};

/** An event: itself, its start list, its day's season, and what its protocols reach. */
export const eventReach = async (executor: Executor, eventId: number): Promise<Changes> => {
  const [event] = await queryRows<{ event_date: string }>(
    executor,
    sql`select event_date::text as event_date from events where id = ${eventId}`,
  );
  const protocols = await queryRows<{ id: number }>(
    executor,
    sql`select id from protocols where event_id = ${eventId}`,
  );
  const reach = await protocolReach(
    executor,
    protocols.map((p) => p.id),
  );
  return {
    ...reach,
    event: [eventId],
    startList: [eventId],
    season: [...new Set([...(reach.season as number[]), ...(event ? years([event.event_date]) : [])])],
  };
};

/**
 * A rider: their own answers, the protocols, events and seasons their results are in (their name and
 * club show there), and the start lists that name them. A season's tables may still show the rider
 * where their results no longer are: a protocol moved or deleted without recalculating leaves the
 * season stale with its old standings, and an administrator's adjustment puts a rider in a table
 * with no result. Those seasons are reached too (the standings have no index by rider, so they are
 * not read).
 */
export const riderReach = async (executor: Executor, participantId: number): Promise<Changes> => {
  const [results, starts, stored] = await Promise.all([
    queryRows<{ protocol_id: number; event_id: number; event_date: string }>(
      executor,
      sql`select distinct r.protocol_id, p.event_id, e.event_date::text as event_date
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where r.participant_id = ${participantId}`,
    ),
    queryRows<{ event_id: number }>(
      executor,
      sql`select distinct event_id from start_list_entries where participant_id = ${participantId}`,
    ),
    queryRows<{ year: number }>(
      executor,
      sql`select year from seasons where is_stale
          union select year from rating_adjustments where participant_id = ${participantId}`,
    ),
  ]);
  return {
    rider: [participantId],
    protocol: [...new Set(results.map((r) => r.protocol_id))],
    event: [...new Set(results.map((r) => r.event_id))],
    season: [...new Set([...years(results.map((r) => r.event_date)), ...stored.map((s) => Number(s.year))])],
    startList: starts.map((s) => s.event_id),
  };
};
