import { sql, type SQL } from 'drizzle-orm';
import type { MergeRequestStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { mergeRequests } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/paging.js';

/**
 * The SQL of riders' merge requests: the records a rider may be, their races, and the
 * requests themselves.
 */

export type RiderRecord = {
  id: number;
  user_id: number | null;
  last_name: string;
  first_name: string;
  middle_name: string;
  year_of_birth: number | null;
  club: string;
  city: string;
  normalized_name: string;
  hidden: boolean;
};

const RECORD_COLUMNS = sql`p.id, p.user_id, p.last_name, p.first_name, p.middle_name, p.year_of_birth, p.club, p.city,
  p.normalized_name, p.hidden_at is not null as hidden`;

export const riderRecords = (executor: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as RiderRecord[])
    : queryRows<RiderRecord>(
        executor,
        sql`select ${RECORD_COLUMNS} from participants p where p.id = any(${sql.param([...new Set(ids)])}::int[])`,
      );

/** Other records with exactly the rider's name key and year (the upload's similarity search leaves these out). */
export const sameNameRecords = (executor: Executor, rider: RiderRecord) =>
  queryRows<RiderRecord>(
    executor,
    sql`select ${RECORD_COLUMNS} from participants p
        where p.normalized_name = ${rider.normalized_name}
          and p.year_of_birth is not distinct from ${rider.year_of_birth} and p.id <> ${rider.id}
        order by p.id limit 10`,
  );

/** Each rider's race days (started or not), first and last, and how many results. */
export const raceDaysOf = async (
  executor: Executor,
  ids: readonly number[],
): Promise<Map<number, { days: Set<string>; count: number; first: string | null; last: string | null }>> => {
  const found = new Map(
    ids.map((id) => [
      id,
      { days: new Set<string>(), count: 0, first: null as string | null, last: null as string | null },
    ]),
  );
  if (ids.length === 0) return found;
  const rows = await queryRows<{ participant_id: number; day: string; n: number }>(
    executor,
    sql`select r.participant_id, to_char(e.event_date, 'YYYY-MM-DD') as day, count(*)::int as n
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where r.participant_id = any(${sql.param([...new Set(ids)])}::int[])
        group by r.participant_id, e.event_date order by e.event_date`,
  );
  for (const row of rows) {
    const entry = found.get(Number(row.participant_id));
    if (!entry) continue;
    entry.days.add(row.day);
    entry.count += Number(row.n);
    entry.first ??= row.day;
    entry.last = row.day;
  }
  return found;
};

/** The rider's requests by the other record: open ones (their id) and declined ones. */
export const requestsOfRider = async (executor: Executor, participantId: number) => {
  const rows = await queryRows<{
    id: number;
    other_participant_id: number | null;
    status: MergeRequestStatus;
  }>(
    executor,
    sql`select id, other_participant_id, status from merge_requests
        where participant_id = ${participantId} and status in ('open', 'declined')`,
  );
  const open = new Map<number, number>();
  const declined = new Set<number>();
  for (const row of rows) {
    if (row.other_participant_id === null) continue;
    if (row.status === 'open') open.set(row.other_participant_id, row.id);
    else declined.add(row.other_participant_id);
  }
  return { open, declined };
};

/** A new request, or null when the pair has an open one already. */
export const insertMergeRequest = async (
  executor: Executor,
  request: {
    participantId: number;
    otherParticipantId: number;
    otherName: string;
    userId: number;
    comment: string;
  },
): Promise<number | null> => {
  const [row] = await executor
    .insert(mergeRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: mergeRequests.id });
  return row?.id ?? null;
};

export type MergeRequestRow = {
  id: number;
  status: MergeRequestStatus;
  comment: string;
  reason: string;
  created_on: Date | string;
  resolved_on: Date | string | null;
  participant_id: number;
  participant_user_id: number | null;
  last_name: string;
  first_name: string;
  year_of_birth: number | null;
  other_participant_id: number | null;
  other_name: string;
  requester_email: string | null;
  audit_record_id: number | null;
};

const REQUEST_SELECT = sql`select m.id, m.status, m.comment, m.reason, m.created_on, m.resolved_on,
    p.id as participant_id, p.user_id as participant_user_id, p.last_name, p.first_name, p.year_of_birth,
    m.other_participant_id, m.other_name, u.email as requester_email, m.audit_record_id
  from merge_requests m join participants p on p.id = m.participant_id left join users u on u.id = m.user_id`;

export const findMergeRequest = async (
  executor: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<MergeRequestRow | null> => {
  const [row] = await queryRows<MergeRequestRow>(
    executor,
    sql`${REQUEST_SELECT} where m.id = ${id}${forUpdate ? sql` for update of m` : sql``}`,
  );
  return row ?? null;
};

/** A page of requests: open ones first, then the newest. */
export const listMergeRequests = async (
  executor: Executor,
  state: 'open' | 'closed' | null,
  paging: { page: number; size: number },
): Promise<{ rows: MergeRequestRow[]; totalCount: number }> => {
  const where: SQL =
    state === 'open' ? sql`m.status = 'open'` : state === 'closed' ? sql`m.status <> 'open'` : sql`true`;
  const [rows, [total]] = await Promise.all([
    queryRows<MergeRequestRow>(
      executor,
      sql`${REQUEST_SELECT} where ${where} order by (m.status = 'open') desc, m.created_on desc, m.id desc
          limit ${paging.size} offset ${pageOffset(paging)}`,
    ),
    queryRows<{ n: number }>(executor, sql`select count(*)::int as n from merge_requests m where ${where}`),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
};

/** The administrators' decision on a request. */
export const decideMergeRequest = async (
  executor: Executor,
  id: number,
  decision: {
    status: 'approved' | 'declined';
    resolvedByUserId: number;
    reason: string;
    auditRecordId?: number | null;
  },
): Promise<void> => {
  await executor.execute(
    sql`update merge_requests set status = ${decision.status}, resolved_on = now(),
          resolved_by_user_id = ${decision.resolvedByUserId}, reason = ${decision.reason},
          audit_record_id = ${decision.auditRecordId ?? null}
        where id = ${id}`,
  );
};
