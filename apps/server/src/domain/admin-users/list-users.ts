import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paging, RoleName, UserListItem, UserStatusFilter } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { addRoleRequests, organizers, participants, userRoles, users } from '../../db/schema/index.js';
import { isDefaultAdminEmail } from '../users/get-current-user.js';
import { presentAddRoleRequest, presentRoles } from '../users/present-user.js';
import { rolesOfUsers } from '../users/users-repository.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

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

export const listUsers = async (
  ctx: AppContext,
  request: Paging & { searchText?: string | null; role?: RoleName | null; status?: UserStatusFilter | null },
): Promise<{ items: UserListItem[]; totalCount: number }> => {
  const db = ctx.database.db;
  const where = and(
    searchCondition(request.searchText),
    roleCondition(request.role),
    statusCondition(request.status),
  );
  const column = sortColumn(request.sort) ?? users.registrationDate;
  const direction = orderIn(sortDirection(request.sort, 'desc'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, organizerName: organizers.name, participantId: participants.id })
      .from(users)
      .leftJoin(organizers, eq(organizers.id, users.organizerId))
      .leftJoin(participants, eq(participants.userId, users.id))
      .where(where)
      .orderBy(direction(column), asc(users.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.user.id);
  const [roles, requests] = await Promise.all([
    rolesOfUsers(db, ids),
    ids.length
      ? db
          .select()
          .from(addRoleRequests)
          .where(inArray(addRoleRequests.userId, ids))
          .orderBy(asc(addRoleRequests.id))
      : Promise.resolve([]),
  ]);
  const latestRequest = new Map(requests.map((r) => [r.userId!, r]));
  return {
    totalCount: total?.n ?? 0,
    items: rows.map(({ user, organizerName, participantId }) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName,
      phoneNumber: user.phoneNumber,
      ...presentRoles(roles.get(user.id) ?? []),
      isConfirmed: user.isConfirmed,
      isBlocked: user.isBlocked,
      isRejected: user.isRejected,
      isDefaultAdmin: isDefaultAdminEmail(ctx, user.email),
      loginProvider: user.loginProvider,
      registrationDate: user.registrationDate.toISOString(),
      organizerId: user.organizerId,
      organizerName: organizerName ?? null,
      participantId: participantId ?? null,
      addRoleRequest: presentAddRoleRequest(latestRequest.get(user.id) ?? null),
    })),
  };
};

/** Accounts waiting for an administrator: not confirmed, not rejected, not blocked. */
export const countUnconfirmedUsers = async (ctx: AppContext): Promise<number> => {
  const [row] = await ctx.database.db.select({ n: count() }).from(users).where(WAITING);
  return row?.n ?? 0;
};

export const suggestUsers = async (ctx: AppContext, query: string, takeCount: number) =>
  ctx.database.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(searchCondition(query))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(takeCount);

/** GET /v1/EventOrganizer/users: the accounts of an organizer the caller manages. */
export const usersOfOrganizer = async (ctx: AppContext, user: AuthUser, organizerId: number) => {
  authorize(canManageOrganizer(user, organizerId), DENIED.otherOrganizer);
  return ctx.database.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organizerId, organizerId))
    .orderBy(asc(users.lastName), asc(users.id));
};
