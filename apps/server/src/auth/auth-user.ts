import { and, desc, eq } from 'drizzle-orm';
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
  /** The role the session was opened with. */
  loginRole: HeldRole;
};

export const isAdmin = (user: AuthUser | null): boolean => Boolean(user?.roles.includes('Admin'));
export const isOrganizer = (user: AuthUser | null): boolean => Boolean(user?.roles.includes('Organizer'));

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
      participantId: participants.id,
    })
    .from(users)
    .leftJoin(participants, eq(participants.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const [roles, [pending]] = await Promise.all([
    executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    executor
      .select({ roleName: addRoleRequests.roleName })
      .from(addRoleRequests)
      .where(and(eq(addRoleRequests.userId, userId), eq(addRoleRequests.status, 'review')))
      .orderBy(desc(addRoleRequests.id))
      .limit(1),
  ]);
  return {
    ...user,
    participantId: user.participantId ?? null,
    roles: roles.map((r) => r.role),
    pendingRole: pending?.roleName ?? null,
    loginRole,
  };
};
