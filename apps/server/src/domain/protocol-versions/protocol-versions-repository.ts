import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProtocolVersionKind } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import {
  protocolResults,
  protocols,
  protocolVersions,
  type ProtocolVersionRow,
} from '../../db/schema/index.js';
import { arrayParam, bulkInsert } from '../../lib/bulk-insert.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';

/**
 * The SQL of a protocol's versions (issue 38): the protocol as its organizer manages it, its rows as
 * a version keeps them, the versions themselves, and the writes that make a new version the
 * results in force.
 */

/** A protocol with its event, organizer, config, category and lifecycle. */
export type ManagedProtocolRow = {
  id: number;
  name: string;
  event_id: number;
  event_name: string;
  event_date: string;
  is_rating_event: boolean;
  organizer_id: number;
  organizer_name: string;
  config_id: number;
  config_name: string;
  category_id: number | null;
  category_name: string | null;
  category_gender: 'male' | 'female' | 'all' | null;
  is_rating_protocol: boolean;
  is_rating_from_protocol_file: boolean;
  upload_date: Date | string;
  uploaded_by_user_id: number | null;
  uploaded_by: string | null;
  original_file_id: string | null;
  original_file_name: string | null;
  version_number: number;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
  window_extended_at: Date | string | null;
  window_extension_reason: string;
  official_early_reason: string;
  results_count: number;
};

/** One protocol as the cabinet manages it (locked until the transaction ends when asked), or null. */
export const findManagedProtocol = async (
  executor: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<ManagedProtocolRow | null> => {
  const [row] = await queryRows<ManagedProtocolRow>(
    executor,
    sql`select p.id, p.name, e.id as event_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
          e.is_rating as is_rating_event, o.id as organizer_id, o.name as organizer_name, c.id as config_id,
          c.name as config_name, cat.id as category_id, cat.name as category_name, cat.gender::text as category_gender,
          p.is_rating_protocol, p.is_rating_from_protocol_file, p.upload_date, p.uploaded_by_user_id,
          u.email as uploaded_by, p.original_file_id::text as original_file_id, f.file_name as original_file_name,
          p.version_number, p.official_at, p.protest_closes_at, p.window_extended_at, p.window_extension_reason,
          p.official_early_reason, p.results_count
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        join protocol_configs c on c.id = p.config_id
        left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        left join users u on u.id = p.uploaded_by_user_id
        left join files f on f.id = p.original_file_id
        where p.id = ${id}${forUpdate ? sql` for update of p` : sql``}`,
  );
  return row ?? null;
};

/** A row of the protocol now: its id, and what a version keeps of it (points as derived now). */
export type CurrentRow = ProtocolVersionRow & { resultId: number };

/** The protocol's rows in file order, as a version keeps them. */
export const readCurrentRows = (executor: Executor, protocolId: number): Promise<CurrentRow[]> =>
  queryRows<CurrentRow>(
    executor,
    sql`select r.id as "resultId", r.participant_id as "participantId", pa.last_name as "lastName",
          pa.first_name as "firstName", pa.middle_name as "middleName", pa.year_of_birth as "yearOfBirth",
          r.gender, r.status, r.place, r.gender_place as "genderPlace", r.bib, r.result_time as "resultTime",
          r.result_time_ms as "resultTimeMs", r.club, r.city, r.category_text as "categoryText", r.comment,
          r.sprint_winner as "sprintWinner", r.mountain_winner as "mountainWinner",
          r.points_from_file::float8 as "pointsFromFile", ${RESULT_POINTS}::float8 as points
        from protocol_results r join protocols p on p.id = r.protocol_id
        join participants pa on pa.id = r.participant_id
        where r.protocol_id = ${protocolId}
        order by r.row_order`,
  );

/** Open requests about each row of the protocol, and about a missing result (key 0). */
export const openProtestCounts = async (executor: Executor, protocolId: number) => {
  const rows = await queryRows<{ result_id: number | null; kind: string; n: number }>(
    executor,
    sql`select result_id, kind, count(*)::int as n from result_disputes
        where protocol_id = ${protocolId} and status = 'open' group by result_id, kind`,
  );
  const byResult = new Map<number, number>();
  let missing = 0;
  for (const row of rows) {
    if (row.result_id === null) missing += row.n;
    else byResult.set(row.result_id, (byResult.get(row.result_id) ?? 0) + row.n);
  }
  return { byResult, missing };
};

export type NewVersion = {
  protocolId: number;
  organizerId: number | null;
  number: number;
  kind: ProtocolVersionKind;
  note: string;
  userId: number | null;
  userName: string;
  createdOn?: Date;
  originalFileId: string | null;
  fileName: string;
  rows: ProtocolVersionRow[];
  counts: { added: number; removed: number; changed: number };
};

export const insertVersion = async (executor: Executor, version: NewVersion): Promise<void> => {
  await executor.insert(protocolVersions).values(version);
};

/** Whether the protocol has any stored version (a protocol never changed has none). */
export const hasStoredVersions = async (executor: Executor, protocolId: number): Promise<boolean> => {
  const [row] = await executor
    .select({ id: protocolVersions.id })
    .from(protocolVersions)
    .where(eq(protocolVersions.protocolId, protocolId))
    .limit(1);
  return row !== undefined;
};

/** The stored versions of a protocol without their rows, oldest first. */
export const listStoredVersions = (executor: Executor, protocolId: number) =>
  queryRows<{
    number: number;
    kind: ProtocolVersionKind;
    note: string;
    user_name: string;
    created_on: Date | string;
    file_name: string;
    original_file_id: string | null;
    organizer_id: number | null;
    results_count: number;
    counts: { added: number; removed: number; changed: number };
  }>(
    executor,
    sql`select number, kind, note, user_name, created_on, file_name, original_file_id::text as original_file_id,
          organizer_id, jsonb_array_length(rows)::int as results_count, counts
        from protocol_versions where protocol_id = ${protocolId} order by number`,
  );

/** One stored version with its rows, or null. */
export const findStoredVersion = async (executor: Executor, protocolId: number, number: number) => {
  const [row] = await executor
    .select()
    .from(protocolVersions)
    .where(and(eq(protocolVersions.protocolId, protocolId), eq(protocolVersions.number, number)));
  return row ?? null;
};

/** The stored versions' organizer (who may read a deleted protocol's history), or null. */
export const storedVersionsOrganizer = async (executor: Executor, protocolId: number) => {
  const [row] = await executor
    .select({ organizerId: protocolVersions.organizerId })
    .from(protocolVersions)
    .where(eq(protocolVersions.protocolId, protocolId))
    .orderBy(asc(protocolVersions.number))
    .limit(1);
  return row ?? null;
};

/** The protocol's columns that follow its version in force. */
export const setProtocolVersion = async (
  executor: Executor,
  protocolId: number,
  values: {
    versionNumber: number;
    resultsCount?: number;
    originalFileId?: string | null;
    isRatingFromProtocolFile?: boolean;
  },
): Promise<void> => {
  await executor
    .update(protocols)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(protocols.id, protocolId));
};

/** A row the new version keeps (by its result id) with the values it takes, in file order. */
export type KeptRow = { resultId: number; rowOrder: number; row: StoredColumns };
/** A row the new version adds. */
export type AddedRow = { participantId: number; rowOrder: number; row: StoredColumns };
/** The columns of a result row a version sets. */
export type StoredColumns = Pick<
  ProtocolVersionRow,
  | 'gender'
  | 'status'
  | 'place'
  | 'bib'
  | 'resultTime'
  | 'resultTimeMs'
  | 'club'
  | 'city'
  | 'categoryText'
  | 'comment'
  | 'sprintWinner'
  | 'mountainWinner'
  | 'pointsFromFile'
>;

/**
 * Makes a new version's rows the protocol's: rows of riders who stay are updated in place (their
 * ids, and the requests about them, stay), rows of riders who left are deleted, new riders' rows
 * inserted. The engine's columns of kept rows stay until the recalculation rewrites what changed.
 */
export const applyVersionRows = async (
  executor: Executor,
  protocolId: number,
  plan: { removed: number[]; kept: KeptRow[]; added: AddedRow[] },
): Promise<void> => {
  if (plan.removed.length)
    await executor.execute(
      sql`delete from protocol_results where protocol_id = ${protocolId}
          and id = any(${arrayParam(plan.removed)}::int[])`,
    );
  if (plan.kept.length) {
    const column = <T>(pick: (row: KeptRow) => T) => arrayParam(plan.kept.map(pick));
    await executor.execute(sql`
      update protocol_results r set row_order = v.row_order, gender = v.gender::gender, status = v.status::result_status,
        place = v.place, bib = v.bib, result_time = v.result_time, result_time_ms = v.result_time_ms, club = v.club,
        city = v.city, category_text = v.category_text, comment = v.comment, sprint_winner = v.sprint_winner,
        mountain_winner = v.mountain_winner, points_from_file = v.points_from_file
      from unnest(${column((k) => k.resultId)}::int[], ${column((k) => k.rowOrder)}::int[],
        ${column((k) => k.row.gender)}::text[], ${column((k) => k.row.status)}::text[],
        ${column((k) => k.row.place)}::int[], ${column((k) => k.row.bib)}::text[],
        ${column((k) => k.row.resultTime)}::text[], ${column((k) => k.row.resultTimeMs)}::int[],
        ${column((k) => k.row.club)}::text[], ${column((k) => k.row.city)}::text[],
        ${column((k) => k.row.categoryText)}::text[], ${column((k) => k.row.comment)}::text[],
        ${column((k) => k.row.sprintWinner)}::boolean[], ${column((k) => k.row.mountainWinner)}::boolean[],
        ${column((k) => k.row.pointsFromFile)}::numeric[])
        as v(id, row_order, gender, status, place, bib, result_time, result_time_ms, club, city, category_text,
          comment, sprint_winner, mountain_winner, points_from_file)
      where r.id = v.id and r.protocol_id = ${protocolId}`);
  }
  await bulkInsert(
    executor,
    protocolResults,
    plan.added.map(({ participantId, rowOrder, row }) => ({
      protocolId,
      participantId,
      rowOrder,
      gender: row.gender,
      status: row.status,
      place: row.place,
      bib: row.bib,
      resultTime: row.resultTime,
      resultTimeMs: row.resultTimeMs,
      club: row.club,
      city: row.city,
      categoryText: row.categoryText,
      comment: row.comment,
      sprintWinner: row.sprintWinner,
      mountainWinner: row.mountainWinner,
      pointsFromFile: row.pointsFromFile,
    })),
  );
};

/** The accounts of riders (those linked to one), by rider. */
export const accountsOfRiders = async (
  executor: Executor,
  riderIds: number[],
): Promise<Map<number, number>> => {
  if (riderIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; user_id: number }>(
    executor,
    sql`select pa.id, pa.user_id from participants pa join users u on u.id = pa.user_id
        where pa.id = any(${arrayParam(riderIds)}::int[]) and not u.is_blocked and not u.is_rejected`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.user_id)]));
};
