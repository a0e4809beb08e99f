import { eq, sql } from 'drizzle-orm';
import type { HeldRole } from '@velo/contracts';
import type { Executor } from '../db/database.js';
import { addRoleRequests, participants, userRoles, users } from '../db/schema/index.js';

/** Who is calling: what the authorization rules need to know, loaded once per request. */
export type AuthUser = {
  id: number;
  email: string;
  roles: HeldRole[];
  /** The role of a request under review: counts for menus and route access, not for server writes. */
  pendingRole: HeldRole | null;
  isConfirmed: boolean;
  isBlocked: boolean;
  isRejected: boolean;
  organizerId: number | null;
  participantId: number | null;
  tokenVersion: number;
  /** The password was set by the installation: nothing but changing it until it is. */
  mustChangePassword: boolean;
  /** The role the session was opened with. */
  loginRole: HeldRole;
};

export const isAdmin = (user: AuthUser | null): boolean => Boolean(user?.roles.includes('Admin'));
export const isOrganizer = (user: AuthUser | null): boolean => Boolean(user?.roles.includes('Organizer'));

/**
 * One statement: every signed-in request runs it before anything else, so its roles and pending
 * request come as subqueries rather than as round trips of their own.
 */
export const loadAuthUser = async (
  executor: Executor,
  userId: number,
  loginRole: HeldRole,
): Promise<AuthUser | null> => {
  const [user] = await executor
    .select({
      id: users.id,
      email: users.email,
      isConfirmed: users.isConfirmed,
      isBlocked: users.isBlocked,
      isRejected: users.isRejected,
      organizerId: users.organizerId,
      tokenVersion: users.tokenVersion,
      mustChangePassword: users.mustChangePassword,
      participantId: participants.id,
      roles: sql<HeldRole[]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role})
        from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}'::text[])`,
      pendingRole: sql<HeldRole | null>`(select ${addRoleRequests.roleName}::text from ${addRoleRequests}
        where ${addRoleRequests.userId} = ${users.id} and ${addRoleRequests.status} = 'review'
        order by ${addRoleRequests.id} desc limit 1)`,
    })
    .from(users)
    .leftJoin(participants, eq(participants.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  return { ...user, participantId: user.participantId ?? null, loginRole };
};
