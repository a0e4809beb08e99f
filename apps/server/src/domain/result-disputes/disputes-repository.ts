import { sql, type SQL } from 'drizzle-orm';
import type { DisputedField, ResultDisputeKind, ResultDisputeStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { participants, resultDisputes } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/paging.js';
import { transliterate } from '../../lib/transliterate.js';
import { normalizedParticipantName } from '../participants/participant-name.js';

/**
 * The SQL of result disputes (issue 34): a result with its protocol, event and organizer; the
 * requests themselves; and whom to tell (the organizer's accounts).
 */

/** A result row with what a dispute needs to know about it. */
export type DisputedResultRow = {
  id: number;
  participant_id: number;
  protocol_id: number;
  protocol_name: string;
  event_id: number;
  event_name: string;
  event_date: string;
  organizer_id: number;
  organizer_name: string;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
};

export const findDisputedResult = async (
  executor: Executor,
  resultId: number,
): Promise<DisputedResultRow | null> => {
  const [row] = await queryRows<DisputedResultRow>(
    executor,
    sql`select r.id, r.participant_id, p.id as protocol_id, p.name as protocol_name, e.id as event_id,
          e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, o.id as organizer_id,
          o.name as organizer_name, p.official_at, p.protest_closes_at
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        join organizers o on o.id = e.organizer_id
        where r.id = ${resultId}`,
  );
  return row ?? null;
};

/**
 * A protocol a rider says their result is missing from (issue 38), with whether the rider stands in it
 * and whether the event's start list names them.
 */
export const findProtocolForRider = async (
  executor: Executor,
  protocolId: number,
  participantId: number | null,
): Promise<
  | (Omit<DisputedResultRow, 'id' | 'participant_id'> & {
      own_result_id: number | null;
      is_on_start_list: boolean;
    })
  | null
> => {
  const [row] = await queryRows<
    Omit<DisputedResultRow, 'id' | 'participant_id'> & {
      own_result_id: number | null;
      is_on_start_list: boolean;
    }
  >(
    executor,
    sql`select p.id as protocol_id, p.name as protocol_name, e.id as event_id, e.name as event_name,
          to_char(e.event_date, 'YYYY-MM-DD') as event_date, o.id as organizer_id, o.name as organizer_name,
          p.official_at, p.protest_closes_at,
          (select r.id from protocol_results r where r.protocol_id = p.id and r.participant_id = ${participantId}
            limit 1) as own_result_id,
          exists (select 1 from start_list_entries s where s.event_id = e.id and s.participant_id = ${participantId})
            as is_on_start_list
        from protocols p join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        where p.id = ${protocolId}`,
  );
  return row ?? null;
};

export type NewDispute = {
  resultId: number | null;
  protocolId: number;
  participantId: number;
  userId: number;
  kind: ResultDisputeKind;
  fields: DisputedField[];
  comment: string;
};

/** The request (resultId null: a missing result), or null when the rider has an open one about it already. */
export const insertDispute = async (executor: Executor, dispute: NewDispute): Promise<number | null> => {
  const [row] = await executor
    .insert(resultDisputes)
    .values(dispute)
    .onConflictDoNothing()
    .returning({ id: resultDisputes.id });
  return row?.id ?? null;
};

/** A dispute as the cabinet shows it: the request, the result row now, its protocol, event, organizer. */
export type DisputeRow = {
  id: number;
  /** Null for a missing result, or a row a corrected protocol removed (then every r_ column is null). */
  result_id: number | null;
  protocol_id: number;
  kind: ResultDisputeKind;
  fields: DisputedField[];
  comment: string;
  status: ResultDisputeStatus;
  resolution: string;
  created_on: Date | string;
  resolved_on: Date | string | null;
  audit_record_id: number | null;
  audit_undone: boolean | null;
  resolved_by: string | null;
  participant_id: number;
  participant_user_id: number | null;
  last_name: string;
  first_name: string;
  year_of_birth: number | null;
  gender: 'male' | 'female' | null;
  moved_to_id: number | null;
  moved_to_user_id: number | null;
  moved_to_last_name: string | null;
  moved_to_first_name: string | null;
  moved_to_year_of_birth: number | null;
  moved_to_gender: 'male' | 'female' | null;
  r_participant_id: number | null;
  r_gender: 'male' | 'female' | null;
  r_status: 'F' | 'DNS' | 'DNF' | 'DSQ' | null;
  r_place: number | null;
  r_result_time: string | null;
  r_category_text: string | null;
  r_club: string | null;
  r_city: string | null;
  r_bib: string | null;
  protocol_name: string;
  event_id: number;
  event_name: string;
  event_date: string;
  organizer_id: number;
  organizer_name: string;
};

const DISPUTE_SELECT = sql`select d.id, d.result_id, d.protocol_id, d.kind, d.fields, d.comment, d.status, d.resolution,
    d.created_on, d.resolved_on, d.audit_record_id,
    a.undone_on is not null as audit_undone, ru.email as resolved_by,
    pa.id as participant_id, pa.user_id as participant_user_id, pa.last_name, pa.first_name, pa.year_of_birth, pa.gender,
    mt.id as moved_to_id, mt.user_id as moved_to_user_id, mt.last_name as moved_to_last_name,
    mt.first_name as moved_to_first_name, mt.year_of_birth as moved_to_year_of_birth, mt.gender as moved_to_gender,
    r.participant_id as r_participant_id, r.gender as r_gender, r.status as r_status, r.place as r_place,
    r.result_time as r_result_time, r.category_text as r_category_text, r.club as r_club, r.city as r_city, r.bib as r_bib,
    p.name as protocol_name, e.id as event_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
    o.id as organizer_id, o.name as organizer_name
  from result_disputes d
  left join protocol_results r on r.id = d.result_id
  join protocols p on p.id = d.protocol_id join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
  join participants pa on pa.id = d.participant_id
  left join participants mt on mt.id = d.moved_to_participant_id
  left join users ru on ru.id = d.resolved_by_user_id
  left join audit_records a on a.id = d.audit_record_id`;

/** One request (locked until the transaction ends when asked). */
export const findDispute = async (
  executor: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<DisputeRow | null> => {
  const [row] = await queryRows<DisputeRow>(
    executor,
    sql`${DISPUTE_SELECT} where d.id = ${id}${forUpdate ? sql` for update of d` : sql``}`,
  );
  return row ?? null;
};

export type DisputeFilter = {
  organizerId: number | 'all' | 'none';
  state: 'open' | 'closed' | null;
  /** One protocol's requests (issue 38). */
  protocolId?: number | null;
};

const filterOf = (filter: DisputeFilter): SQL => {
  const parts: SQL[] = [];
  if (filter.organizerId === 'none') parts.push(sql`false`);
  else if (filter.organizerId !== 'all') parts.push(sql`e.organizer_id = ${filter.organizerId}`);
  if (filter.state === 'open') parts.push(sql`d.status = 'open'`);
  if (filter.state === 'closed') parts.push(sql`d.status <> 'open'`);
  if (filter.protocolId) parts.push(sql`d.protocol_id = ${filter.protocolId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
};

/** A page of requests: open ones first, then the newest. */
export const listDisputes = async (
  executor: Executor,
  filter: DisputeFilter,
  paging: { page: number; size: number },
): Promise<{ rows: DisputeRow[]; totalCount: number }> => {
  const where = filterOf(filter);
  const [rows, [total]] = await Promise.all([
    queryRows<DisputeRow>(
      executor,
      sql`${DISPUTE_SELECT} where ${where}
          order by (d.status = 'open') desc, d.created_on desc, d.id desc
          limit ${paging.size} offset ${pageOffset(paging)}`,
    ),
    queryRows<{ n: number }>(
      executor,
      sql`select count(*)::int as n from result_disputes d join protocols p on p.id = d.protocol_id
          join events e on e.id = p.event_id where ${where}`,
    ),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
};

/** A rider's own requests, newest first (the profile marks its results with them). */
export const disputesOfRider = (executor: Executor, participantId: number) =>
  queryRows<{
    id: number;
    result_id: number | null;
    protocol_id: number;
    kind: ResultDisputeKind;
    fields: DisputedField[];
    comment: string;
    status: ResultDisputeStatus;
    resolution: string;
    created_on: Date | string;
    resolved_on: Date | string | null;
  }>(
    executor,
    sql`select d.id, d.result_id, d.protocol_id, d.kind, d.fields, d.comment, d.status, d.resolution,
          d.created_on, d.resolved_on
        from result_disputes d where d.participant_id = ${participantId}
        order by d.created_on desc, d.id desc limit 200`,
  );

/** A decision written on the request. */
export const decideDispute = async (
  executor: Executor,
  id: number,
  decision: {
    status: Exclude<ResultDisputeStatus, 'open'>;
    resolvedByUserId: number;
    resolution: string;
    auditRecordId?: number | null;
    movedToParticipantId?: number | null;
  },
): Promise<void> => {
  await executor.execute(
    sql`update result_disputes set status = ${decision.status}, resolved_on = now(),
          resolved_by_user_id = ${decision.resolvedByUserId}, resolution = ${decision.resolution},
          audit_record_id = ${decision.auditRecordId ?? null},
          moved_to_participant_id = ${decision.movedToParticipantId ?? null}
        where id = ${id}`,
  );
};

/** The request of an undone move or correction is open again; false when another is open meanwhile. */
export const reopenDispute = async (executor: Executor, id: number): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update result_disputes d set status = 'open', resolved_on = null, resolved_by_user_id = null,
          resolution = '', audit_record_id = null, moved_to_participant_id = null
        where d.id = ${id} and not exists (
          select 1 from result_disputes o
          where o.result_id = d.result_id and o.participant_id = d.participant_id and o.status = 'open')
        returning d.id`,
  );
  return rows.length > 0;
};

/** The confirmed, unblocked accounts of an organizer (they hear of its protocols' disputes). */
export const organizerAccounts = async (executor: Executor, organizerId: number): Promise<number[]> =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`select u.id from users u
          where u.organizer_id = ${organizerId} and u.is_confirmed and not u.is_blocked and not u.is_rejected
            and exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role = 'Organizer')
          order by u.id`,
    )
  ).map((row) => Number(row.id));

/** Whether the rider stands in the protocol already (a move there would give them two rows). */
export const standsInProtocol = async (
  executor: Executor,
  participantId: number,
  protocolId: number,
): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`select id from protocol_results where protocol_id = ${protocolId} and participant_id = ${participantId} limit 1`,
  );
  return rows.length > 0;
};

/** A rider's name and account, or null. */
export const riderOf = async (executor: Executor, participantId: number) => {
  const [row] = await queryRows<{
    id: number;
    user_id: number | null;
    last_name: string;
    first_name: string;
    year_of_birth: number | null;
  }>(
    executor,
    sql`select id, user_id, last_name, first_name, year_of_birth from participants where id = ${participantId}`,
  );
  return row ?? null;
};

/** A rider the portal did not know, for a move (names transliterated as uploads do). */
export const createRider = async (
  executor: Executor,
  rider: {
    lastName: string;
    firstName: string;
    middleName: string;
    yearOfBirth: number | null;
    gender: 'male' | 'female';
  },
): Promise<number> => {
  const [row] = await executor
    .insert(participants)
    .values({
      ...rider,
      normalizedName: normalizedParticipantName(rider.lastName, rider.firstName),
      firstNameTransliteration: transliterate(rider.firstName),
      lastNameTransliteration: transliterate(rider.lastName),
    })
    .returning({ id: participants.id });
  return row!.id;
};

/**
 * After a corrected upload (issue 38): a missing result whose rider is now in the protocol, and a
 * request about a row the correction removed, are decided by it. Answers how many were closed.
 */
export const closeRequestsOnCorrection = async (
  executor: Executor,
  protocolId: number,
  versionNumber: number,
  userId: number,
): Promise<number> => {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update result_disputes d set status = 'corrected', resolved_on = now(), resolved_by_user_id = ${userId},
          resolution = case when d.kind = 'missing'
            then ${`Результат добавлен в исправленный протокол (версия ${versionNumber})`}
            else ${`Строка убрана из протокола в исправленной версии ${versionNumber}`} end
        where d.protocol_id = ${protocolId} and d.status = 'open'
          and ((d.kind = 'missing' and exists (
                select 1 from protocol_results r where r.protocol_id = d.protocol_id and r.participant_id = d.participant_id))
            or (d.kind <> 'missing' and d.result_id is null))
        returning d.id`,
  );
  return rows.length;
};
