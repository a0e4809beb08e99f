import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { HeldRole } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import {
  addRoleRequests,
  events,
  organizers,
  participants,
  protocolResults,
  protocols,
  standings,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { nationalCluster } from '../rating/national-table-repository.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AddRoleRequestRow = typeof addRoleRequests.$inferSelect;
export type NewAddRoleRequest = typeof addRoleRequests.$inferInsert;
/** The account's own fields a use case sets; the token version moves only through bumpTokenVersion. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'tokenVersion' | 'updatedOn' | 'createdOn'>>;

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

export const findAddRoleRequest = async (
  executor: Executor,
  id: number,
): Promise<AddRoleRequestRow | null> => {
  const [request] = await executor.select().from(addRoleRequests).where(eq(addRoleRequests.id, id));
  return request ?? null;
};

/** An anonymous request under review for the role, not yet bound to an account, or null. */
export const openAddRoleRequestWithoutAccount = async (
  executor: Executor,
  id: number,
  roleName: HeldRole,
): Promise<AddRoleRequestRow | null> => {
  const [request] = await executor
    .select()
    .from(addRoleRequests)
    .where(
      and(
        eq(addRoleRequests.id, id),
        isNull(addRoleRequests.userId),
        eq(addRoleRequests.status, 'review'),
        eq(addRoleRequests.roleName, roleName),
      ),
    );
  return request ?? null;
};

/** Binds an anonymous request to its new account; false when another bound it first. */
export const bindAddRoleRequestToUser = async (
  executor: Executor,
  requestId: number,
  userId: number,
): Promise<boolean> => {
  const bound = await executor
    .update(addRoleRequests)
    .set({ userId, updatedOn: new Date() })
    .where(and(eq(addRoleRequests.id, requestId), isNull(addRoleRequests.userId)))
    .returning({ id: addRoleRequests.id });
  return bound.length === 1;
};

/** The newest role request of a user (pending or decided). */
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

/**
 * Ends every session of a user (password change, block, rejection, sign-out everywhere): session
 * tokens and calendar links carry the version, and those issued before stop working.
 */
export const bumpTokenVersion = async (executor: Executor, userId: number): Promise<void> => {
  await executor
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
    .where(eq(users.id, userId));
};

/** Sets an account's fields (its `updatedOn` too). */
export const updateUser = async (executor: Executor, userId: number, changes: UserChanges): Promise<void> => {
  await executor
    .update(users)
    .set({ ...changes, updatedOn: new Date() })
    .where(eq(users.id, userId));
};

export const insertUser = async (executor: Executor, values: NewUser): Promise<UserRow> => {
  const [user] = await executor.insert(users).values(values).returning();
  return user!;
};

/**
 * Deletes the login record; its participant stays, unlinked (the rider keeps their results and may
 * be claimed again). Answers the unlinked riders' ids.
 */
export const unlinkRidersOfUser = async (executor: Executor, userId: number): Promise<number[]> => {
  const unlinked = await executor
    .update(participants)
    .set({ userId: null, updatedOn: new Date() })
    .where(eq(participants.userId, userId))
    .returning({ id: participants.id });
  return unlinked.map((rider) => rider.id);
};

export const deleteUserRow = async (executor: Executor, userId: number): Promise<void> => {
  await executor.delete(users).where(eq(users.id, userId));
};

export const hasRoleRequestUnderReview = async (executor: Executor, userId: number): Promise<boolean> => {
  const [pending] = await executor
    .select({ id: addRoleRequests.id })
    .from(addRoleRequests)
    .where(and(eq(addRoleRequests.userId, userId), eq(addRoleRequests.status, 'review')));
  return pending !== undefined;
};

export const insertAddRoleRequest = async (
  executor: Executor,
  values: NewAddRoleRequest,
): Promise<AddRoleRequestRow> => {
  const [request] = await executor.insert(addRoleRequests).values(values).returning();
  return request!;
};

/** Declines every request of a user still under review (a rejected account). */
export const rejectPendingAddRoleRequests = async (executor: Executor, userId: number): Promise<void> => {
  await executor
    .update(addRoleRequests)
    .set({ status: 'rejected', updatedOn: new Date() })
    .where(and(eq(addRoleRequests.userId, userId), eq(addRoleRequests.status, 'review')));
};

/** The organizer an account works for, as the header shows it. */
export const organizerOfUser = async (executor: Executor, organizerId: number) => {
  const [organizer] = await executor
    .select({ id: organizers.id, name: organizers.name, logoFileId: organizers.logoFileId })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  return organizer ?? null;
};

/** The rider's overall standing and number of races in a season, for the header's statistics. */
export const participantSeasonStatistics = async (
  executor: Executor,
  participantId: number,
  year: number,
) => {
  const [standing] = await executor
    .select({ rating: standings.rating, place: standings.place, genderPlace: standings.genderPlace })
    .from(standings)
    .where(
      and(
        eq(standings.year, year),
        eq(standings.organizerId, 0),
        eq(standings.clusterAgeCategoryId, nationalCluster(year)),
        eq(standings.participantId, participantId),
      ),
    );
  const [races] = await executor
    .select({ n: count() })
    .from(protocolResults)
    .innerJoin(protocols, eq(protocols.id, protocolResults.protocolId))
    .innerJoin(events, eq(events.id, protocols.eventId))
    .where(
      and(
        eq(protocolResults.participantId, participantId),
        sql`extract(year from ${events.eventDate}) = ${year}`,
      ),
    );
  return { standing: standing ?? null, racesCount: races?.n ?? 0 };
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
  await updateUser(executor, userId, { passwordHash, mustChangePassword: false });
  await bumpTokenVersion(executor, userId);
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
