import type { UserListItem } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { isDefaultAdminEmail } from '../users/get-current-user.js';
import { presentAddRoleRequest, presentRoles } from '../users/present-user.js';
import { rolesOfUsers } from '../users/users-repository.js';
import {
  addRoleRequestsOfUsers,
  countWaitingUsers,
  pageOfUsers,
  usersMatching,
  usersOfOrganizerRows,
  type UserListQuery,
} from './admin-users-repository.js';

export const listUsers = async (
  ctx: AppContext,
  request: UserListQuery,
): Promise<{ items: UserListItem[]; totalCount: number }> => {
  const db = ctx.database.db;
  const { rows, totalCount } = await pageOfUsers(db, request);
  const ids = rows.map((r) => r.user.id);
  const [roles, requests] = await Promise.all([rolesOfUsers(db, ids), addRoleRequestsOfUsers(db, ids)]);
  const latestRequest = new Map(requests.map((r) => [r.userId!, r]));
  return {
    totalCount,
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
export const countUnconfirmedUsers = async (ctx: AppContext): Promise<number> =>
  countWaitingUsers(ctx.database.db);

export const suggestUsers = async (ctx: AppContext, query: string, takeCount: number) =>
  usersMatching(ctx.database.db, query, takeCount);

/** GET /v1/EventOrganizer/users: the accounts of an organizer the caller manages. */
export const usersOfOrganizer = async (ctx: AppContext, user: AuthUser, organizerId: number) => {
  authorize(canManageOrganizer(user, organizerId), DENIED.otherOrganizer);
  return usersOfOrganizerRows(ctx.database.db, organizerId);
};
