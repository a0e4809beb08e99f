import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';

/**
 * What changed a season's data after its race days, so a place history can say why a day reads
 * differently from what the rider saw before: «исправлен протокол …». Each source answers the
 * amendments of the rider's season; a new source (a corrected upload's protocol version, issue 38)
 * is one more function in AMENDMENT_SOURCES.
 */

export type AmendmentKind =
  /** A row of the protocol was corrected (a dispute's correction; later a protocol's new version). */
  | 'protocolCorrected'
  /** The rider's result came from another rider's record (a dispute's move). */
  | 'resultMovedIn'
  /** The rider's result went to another rider (a dispute's move). */
  | 'resultMovedOut'
  /** Another record of the rider was merged into theirs, with this result (an administrators' merge). */
  | 'profilesMerged';

/** Text of a corrected row's columns, as the audit keeps them (result-disputes/result-rows-repository.ts). */
export type CorrectedColumns = Partial<
  Record<'result_time' | 'place' | 'category_text' | 'club' | 'status', string | null>
>;

export type Amendment = {
  kind: AmendmentKind;
  protocolId: number;
  /** When it was done (ISO). */
  on: string;
  /** When it was undone (ISO), or null. */
  undoneOn: string | null;
  /** For a correction of the rider's own row: its columns before and after. */
  ownRow: { before: CorrectedColumns; after: CorrectedColumns } | null;
};

export type AmendmentQuery = {
  participantId: number;
  year: number;
  /** The protocols the history names (the rider's own and those others got ahead in). */
  protocolIds: number[];
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Rows corrected by a dispute's decision (audit `correctDisputedResult`) in the named protocols. */
const disputeCorrections = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> => {
  if (query.protocolIds.length === 0) return [];
  const rows = await queryRows<{
    protocol_id: number;
    is_own: boolean;
    created_on: string | Date;
    undone_on: string | Date | null;
    before: CorrectedColumns | null;
    after: CorrectedColumns | null;
  }>(
    executor,
    sql`select r.protocol_id, r.participant_id = ${query.participantId} as is_own, a.created_on, a.undone_on,
          a.changes -> 'resultRowsUpdated' -> 0 -> 'before' as before, a.changes -> 'resultRowsUpdated' -> 0 -> 'after' as after
        from audit_records a join protocol_results r on r.id = (a.parameters ->> 'resultId')::int
        where a.action = 'correctDisputedResult' and r.protocol_id = any(${arrayParam(query.protocolIds)}::int[])
        order by a.created_on, a.id`,
  );
  return rows.map((row) => ({
    kind: 'protocolCorrected',
    protocolId: row.protocol_id,
    on: iso(row.created_on)!,
    undoneOn: iso(row.undone_on),
    ownRow: row.is_own && row.before && row.after ? { before: row.before, after: row.after } : null,
  }));
};

/**
 * Results of the season moved to or from the rider: a dispute's move, or a merge of records (the pair
 * merge and the bulk ones). Read from the audit records about the rider (`participant_ids`).
 */
const riderMoves = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> => {
  const rows = await queryRows<{
    action: string;
    moved_in: boolean;
    protocol_id: number;
    created_on: string | Date;
    undone_on: string | Date | null;
  }>(
    executor,
    sql`select a.action, (m ->> 2)::int = ${query.participantId} as moved_in, r.protocol_id, a.created_on, a.undone_on
        from audit_records a
        cross join lateral jsonb_array_elements(coalesce(a.changes -> 'resultsMoved', '[]'::jsonb)) m
        join protocol_results r on r.id = (m ->> 0)::int
        join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where a.participant_ids @> array[${query.participantId}]::int[] and a.action <> 'undo'
          and ${query.participantId} in ((m ->> 1)::int, (m ->> 2)::int)
          and e.event_date between ${`${query.year}-01-01`} and ${`${query.year}-12-31`}
        order by a.created_on, a.id`,
  );
  return rows.map((row) => ({
    kind:
      row.action === 'moveDisputedResult'
        ? row.moved_in
          ? 'resultMovedIn'
          : 'resultMovedOut'
        : 'profilesMerged',
    protocolId: row.protocol_id,
    on: iso(row.created_on)!,
    undoneOn: iso(row.undone_on),
    ownRow: null,
  }));
};

/** Where amendments come from today; a protocol's versions (corrected uploads) will be one more. */
export const AMENDMENT_SOURCES: readonly ((
  executor: Executor,
  query: AmendmentQuery,
) => Promise<Amendment[]>)[] = [disputeCorrections, riderMoves];

/** Every source's amendments of the rider's season, oldest first. */
export const amendmentsOf = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> =>
  (await Promise.all(AMENDMENT_SOURCES.map((source) => source(executor, query))))
    .flat()
    .sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
