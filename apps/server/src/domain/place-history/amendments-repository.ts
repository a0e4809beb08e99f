import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';

/**
 * What changed a season's data after its race days, so a place history can say why a day reads
 * differently from what the rider saw before: «исправлен протокол …». Each source answers the
 * amendments of the rider's season (AMENDMENT_SOURCES): the protocols' recorded versions (issue 38),
 * and the merges of records, which change no protocol.
 */

export type AmendmentKind =
  /** A new version of the protocol: a corrected upload, a row fix, a dispute's correction, an undo. */
  | 'protocolCorrected'
  /** The rider's result came from another rider's record (a dispute's move). */
  | 'resultMovedIn'
  /** The rider's result went to another rider (a dispute's move). */
  | 'resultMovedOut'
  /** Another record of the rider was merged into theirs, with this result (an administrators' merge). */
  | 'profilesMerged';

/** Text of a corrected row's columns (null: the row was not in the protocol on that side). */
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

/** A version's row of the rider, the columns the history names (protocol_versions.rows). */
type VersionRowColumns = {
  place: number | null;
  resultTime: string;
  status: string;
  categoryText: string;
  club: string;
};

const columnsOf = (row: VersionRowColumns): CorrectedColumns => ({
  place: row.place === null ? null : String(row.place),
  result_time: row.resultTime || null,
  status: row.status,
  category_text: row.categoryText || null,
  club: row.club || null,
});

/** A row added or removed: its place and time on its side, nothing on the other ('место — → 4'). */
const placeAndTime = (row: VersionRowColumns): CorrectedColumns => {
  const { place, result_time } = columnsOf(row);
  return { place, result_time };
};

const ownRowOf = (before: VersionRowColumns | null, after: VersionRowColumns | null) => {
  if (before && after) return { before: columnsOf(before), after: columnsOf(after) };
  if (after) return { before: {}, after: placeAndTime(after) };
  if (before) return { before: placeAndTime(before), after: { place: null, result_time: null } };
  return null;
};

/** The versions whose change moves a result from one rider to another rather than correcting a row. */
const MOVING_KINDS = new Set(['disputeMove', 'undo']);

/**
 * The protocols' recorded versions (issue 38): every version after the first of a protocol of the
 * rider's season, against the version before it: a corrected upload, a row fix, a dispute's move or
 * correction and their undoing. A version that changed the rider's own row says how (its columns
 * before and after; a row added or removed by a correction has none on the other side); a move's or
 * undo's version that brought the rider's result in or took it away is a move; a version of a
 * protocol the history names that left the rider's row alone changed others' results.
 */
const protocolVersions = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> => {
  const rider = JSON.stringify({ participantId: query.participantId });
  const own = JSON.stringify([{ participantId: query.participantId }]);
  const rows = await queryRows<{
    protocol_id: number;
    kind: string;
    created_on: string | Date;
    before: VersionRowColumns | null;
    after: VersionRowColumns | null;
  }>(
    executor,
    sql`select v.protocol_id, v.kind, v.created_on,
          (select x.value from jsonb_array_elements(prev.rows) as x(value) where x.value @> ${rider}::jsonb limit 1) as before,
          (select x.value from jsonb_array_elements(v.rows) as x(value) where x.value @> ${rider}::jsonb limit 1) as after
        from protocol_versions v
        join protocol_versions prev on prev.protocol_id = v.protocol_id and prev.number = v.number - 1
        join protocols p on p.id = v.protocol_id join events e on e.id = p.event_id
        where e.event_date between ${`${query.year}-01-01`} and ${`${query.year}-12-31`}
          and (v.protocol_id = any(${arrayParam(query.protocolIds)}::int[])
               or v.rows @> ${own}::jsonb or prev.rows @> ${own}::jsonb)
        order by v.created_on, v.id`,
  );
  return rows.map((row): Amendment => {
    const base = { protocolId: row.protocol_id, on: iso(row.created_on)!, undoneOn: null };
    if (MOVING_KINDS.has(row.kind) && (row.before === null) !== (row.after === null))
      return { ...base, kind: row.after ? 'resultMovedIn' : 'resultMovedOut', ownRow: null };
    return { ...base, kind: 'protocolCorrected', ownRow: ownRowOf(row.before, row.after) };
  });
};

/**
 * Results of the season that came to the rider with a merge of records (the pair merge and the bulk
 * ones), which changes no protocol's version. Read from the audit records about the rider
 * (`participant_ids`); a dispute's move is a version (above).
 */
const mergedRecords = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> => {
  const rows = await queryRows<{
    protocol_id: number;
    created_on: string | Date;
    undone_on: string | Date | null;
  }>(
    executor,
    sql`select r.protocol_id, a.created_on, a.undone_on
        from audit_records a
        cross join lateral jsonb_array_elements(coalesce(a.changes -> 'resultsMoved', '[]'::jsonb)) m
        join protocol_results r on r.id = (m ->> 0)::int
        join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where a.participant_ids @> array[${query.participantId}]::int[]
          and a.action not in ('undo', 'moveDisputedResult')
          and ${query.participantId} in ((m ->> 1)::int, (m ->> 2)::int)
          and e.event_date between ${`${query.year}-01-01`} and ${`${query.year}-12-31`}
        order by a.created_on, a.id`,
  );
  return rows.map((row) => ({
    kind: 'profilesMerged',
    protocolId: row.protocol_id,
    on: iso(row.created_on)!,
    undoneOn: iso(row.undone_on),
    ownRow: null,
  }));
};

/** Where amendments come from: the protocols' versions, and the merges of records. */
export const AMENDMENT_SOURCES: readonly ((
  executor: Executor,
  query: AmendmentQuery,
) => Promise<Amendment[]>)[] = [protocolVersions, mergedRecords];

/** Every source's amendments of the rider's season, oldest first. */
export const amendmentsOf = async (executor: Executor, query: AmendmentQuery): Promise<Amendment[]> =>
  (await Promise.all(AMENDMENT_SOURCES.map((source) => source(executor, query))))
    .flat()
    .sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
