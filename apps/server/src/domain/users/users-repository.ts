import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HeldRole } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { addRoleRequests, participants, userRoles, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

export type UserRow = typeof users.$inferSelect;
export type AddRoleRequestRow = typeof addRoleRequests.$inferSelect;

export const findUserByEmail = async (executor: Executor, email: string): Promise<UserRow | null> => {
  const [user] = await executor.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
};

export const findUserById = async (executor: Executor, id: number): Promise<UserRow | null> => {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user ?? null;
};

export const getUserById = async (executor: Executor, id: number): Promise<UserRow> => {
  const user = await findUserById(executor, id);
  if (!user) throw notFound('Пользователь не найден');
  return user;
};

export const rolesOf = async (executor: Executor, userId: number): Promise<HeldRole[]> =>
  (await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.role,
  );

export const rolesOfUsers = async (
  executor: Executor,
  userIds: number[],
): Promise<Map<number, HeldRole[]>> => {
  const map = new Map<number, HeldRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await executor.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.get(row.userId)?.push(row.role);
  return map;
};

export const grantRole = async (executor: Executor, userId: number, role: HeldRole): Promise<void> => {
  await executor.insert(userRoles).values({ userId, role }).onConflictDoNothing();
};

export const revokeRole = async (executor: Executor, userId: number, role: HeldRole): Promise<void> => {
  await executor.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
};

/** The newest role request of a user (pending or decided). */
/** Closes a role request with the administrator's decision. */
export const setAddRoleRequestStatus = async (
  executor: Executor,
  requestId: number,
  status: 'approved' | 'rejected',
): Promise<void> => {
  await executor
    .update(addRoleRequests)
    .set({ status, updatedOn: new Date() })
    .where(eq(addRoleRequests.id, requestId));
};

export const latestAddRoleRequest = async (
  executor: Executor,
  userId: number,
): Promise<AddRoleRequestRow | null> => {
  const [request] = await executor
    .select()
    .from(addRoleRequests)
    .where(eq(addRoleRequests.userId, userId))
    .orderBy(desc(addRoleRequests.id))
    .limit(1);
  return request ?? null;
};

export const participantOfUser = async (executor: Executor, userId: number) => {
  const [participant] = await executor.select().from(participants).where(eq(participants.userId, userId));
  return participant ?? null;
};

/** Ends every session of a user (password change, block, role change). */
export const bumpTokenVersion = async (executor: Executor, userId: number): Promise<void> => {
  const user = await getUserById(executor, userId);
  await executor
    .update(users)
    .set({ tokenVersion: user.tokenVersion + 1, updatedOn: new Date() })
    .where(eq(users.id, userId));
};

/**
 * A password the user chose: it replaces the one the installation set (no more `mustChangePassword`),
 * and every session issued before ends.
 */
export const setChosenPassword = async (
  executor: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> => {
  await executor
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedOn: new Date(),
    })
    .where(eq(users.id, userId));
};

/** Confirms an account (a participant's, when an administrator approved their claim). */
export const confirmAccount = async (executor: Executor, userId: number): Promise<void> => {
  await executor
    .update(users)
    .set({ isConfirmed: true, isRejected: false, rejectReason: null, updatedOn: new Date() })
    .where(eq(users.id, userId));
};

export const approveAddRoleRequest = async (executor: Executor, requestId: number): Promise<void> => {
  await executor
    .update(addRoleRequests)
    .set({ status: 'approved', updatedOn: new Date() })
    .where(eq(addRoleRequests.id, requestId));
};
