import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paging, RoleName, UserStatusFilter } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { addRoleRequests, organizers, participants, userRoles, users } from '../../db/schema/index.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

/** The administrator's list of accounts: its filters and order. */
export type UserListQuery = Paging & {
  searchText?: string | null;
  role?: RoleName | null;
  status?: UserStatusFilter | null;
};

const searchCondition = (text: string | null | undefined): SQL | undefined => {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(users.email, pattern),
    ilike(users.lastName, pattern),
    ilike(users.firstName, pattern),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
  );
};

/** A participant is anyone holding the role or no role at all (spec part 1 §1). */
const roleCondition = (role: RoleName | null | undefined): SQL | undefined => {
  if (!role || role === 'Undefined') return undefined;
  const holds = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;
  if (role !== 'Participant') return holds;
  return or(holds, sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`);
};

/**
 * Waiting for an administrator (what not-confirmed-users-count counts): an account not yet confirmed,
 * rejected or blocked, or a confirmed one whose request for another role is under review.
 */
const WAITING = and(
  eq(users.isBlocked, false),
  or(
    and(eq(users.isConfirmed, false), eq(users.isRejected, false)),
    and(
      eq(users.isConfirmed, true),
      sql`(select ${addRoleRequests.status} from ${addRoleRequests} where ${addRoleRequests.userId} = ${users.id} order by ${addRoleRequests.id} desc limit 1) = 'review'`,
    ),
  ),
);
const statusCondition = (status: UserStatusFilter | null | undefined): SQL | undefined => {
  switch (status) {
    case 'waiting':
      return WAITING;
    case 'confirmed':
      return and(eq(users.isConfirmed, true), eq(users.isBlocked, false));
    case 'rejected':
      return eq(users.isRejected, true);
    case 'blocked':
      return eq(users.isBlocked, true);
    default:
      return undefined;
  }
};

const sortColumn = sortFields({
  email: users.email,
  lastName: users.lastName,
  firstName: users.firstName,
  registrationDate: users.registrationDate,
});

/** One page of accounts with their organizer's name and rider, and the total. */
export const pageOfUsers = async (executor: Executor, request: UserListQuery) => {
  const where = and(
    searchCondition(request.searchText),
    roleCondition(request.role),
    statusCondition(request.status),
  );
  const column = sortColumn(request.sort) ?? users.registrationDate;
  const direction = orderIn(sortDirection(request.sort, 'desc'));
  const [rows, [total]] = await Promise.all([
    executor
      .select({ user: users, organizerName: organizers.name, participantId: participants.id })
      .from(users)
      .leftJoin(organizers, eq(organizers.id, users.organizerId))
      .leftJoin(participants, eq(participants.userId, users.id))
      .where(where)
      .orderBy(direction(column), asc(users.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
};

/** The role requests of these users, oldest first. */
export const addRoleRequestsOfUsers = async (executor: Executor, userIds: number[]) =>
  userIds.length
    ? executor
        .select()
        .from(addRoleRequests)
        .where(inArray(addRoleRequests.userId, userIds))
        .orderBy(asc(addRoleRequests.id))
    : [];

/** Accounts waiting for an administrator (WAITING). */
export const countWaitingUsers = async (executor: Executor): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(users).where(WAITING);
  return row?.n ?? 0;
};

/** Accounts whose e-mail or names contain the text, by name. */
export const usersMatching = async (executor: Executor, query: string, takeCount: number) =>
  executor
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(searchCondition(query))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(takeCount);

/** The accounts bound to an organizer. */
export const usersOfOrganizerRows = async (executor: Executor, organizerId: number) =>
  executor
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organizerId, organizerId))
    .orderBy(asc(users.lastName), asc(users.id));
