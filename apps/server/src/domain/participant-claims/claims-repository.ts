import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ParticipantClaimStatus } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { externalLogins, participantClaims, participants, users } from '../../db/schema/index.js';
import { transliterate } from '../../lib/transliterate.js';
import { containsPattern } from '../../lib/paging.js';
import { participantNameMatches } from '../participants/name-search-repository.js';
import { normalizedParticipantName } from '../participants/participant-name.js';

/** The claims of riders' profiles and the links between accounts and riders. */

export type ClaimRow = typeof participantClaims.$inferSelect;
export type NewClaim = typeof participantClaims.$inferInsert;
export type AccountRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'registrationDate'
  | 'isConfirmed'
  | 'isEmailConfirmed'
  | 'loginProvider'
>;

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  registrationDate: users.registrationDate,
  isConfirmed: users.isConfirmed,
  isEmailConfirmed: users.isEmailConfirmed,
  loginProvider: users.loginProvider,
};

export const insertClaim = async (executor: Executor, claim: NewClaim): Promise<ClaimRow> => {
  const [row] = await executor.insert(participantClaims).values(claim).returning();
  return row!;
};

export const findClaim = async (executor: Executor, id: number): Promise<ClaimRow | null> => {
  const [row] = await executor.select().from(participantClaims).where(eq(participantClaims.id, id));
  return row ?? null;
};

/** The claim, locked until the transaction ends (a decision or a withdrawal reads and changes it). */
export const findClaimForUpdate = async (executor: Executor, id: number): Promise<ClaimRow | null> => {
  const [row] = await executor
    .select()
    .from(participantClaims)
    .where(eq(participantClaims.id, id))
    .for('update');
  return row ?? null;
};

/** The account's newest claim, open or decided. */
export const latestClaimOf = async (executor: Executor, userId: number): Promise<ClaimRow | null> => {
  const [row] = await executor
    .select()
    .from(participantClaims)
    .where(eq(participantClaims.userId, userId))
    .orderBy(desc(participantClaims.createdOn), desc(participantClaims.id))
    .limit(1);
  return row ?? null;
};

export const openClaimOf = async (executor: Executor, userId: number): Promise<ClaimRow | null> => {
  const [row] = await executor
    .select()
    .from(participantClaims)
    .where(and(eq(participantClaims.userId, userId), eq(participantClaims.status, 'open')));
  return row ?? null;
};

export const updateClaim = async (
  executor: Executor,
  id: number,
  set: Partial<
    Pick<
      NewClaim,
      'status' | 'decidedOn' | 'decidedByUserId' | 'decidedByName' | 'rejectReason' | 'participantId'
    >
  >,
): Promise<ClaimRow> => {
  const [row] = await executor
    .update(participantClaims)
    .set(set)
    .where(eq(participantClaims.id, id))
    .returning();
  return row!;
};

/** A page of claims (one status, or all), oldest first, with the accounts that made them. */
export const pagedClaims = async (
  executor: Executor,
  filter: { status: ParticipantClaimStatus | null; limit: number; offset: number },
): Promise<{ rows: { claim: ClaimRow; account: AccountRow }[]; totalCount: number }> => {
  const where = filter.status ? eq(participantClaims.status, filter.status) : undefined;
  const rows = await executor
    .select({ claim: participantClaims, account: accountColumns })
    .from(participantClaims)
    .innerJoin(users, eq(users.id, participantClaims.userId))
    .where(where)
    .orderBy(
      filter.status === 'open' ? asc(participantClaims.createdOn) : desc(participantClaims.createdOn),
      asc(participantClaims.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await executor.select({ n: count() }).from(participantClaims).where(where);
  return { rows, totalCount: total?.n ?? 0 };
};

/** How many open claims name each of the riders, each claim's own left out by the caller. */
export const openClaimsOfRiders = async (
  executor: Executor,
  participantIds: number[],
): Promise<Map<number, number>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await executor
    .select({ participantId: participantClaims.participantId, n: count() })
    .from(participantClaims)
    .where(
      and(
        eq(participantClaims.status, 'open'),
        sql`${participantClaims.participantId} = any(${sql.param(participantIds)}::int[])`,
      ),
    )
    .groupBy(participantClaims.participantId);
  return new Map(rows.map((row) => [row.participantId!, row.n]));
};

export const findAccount = async (executor: Executor, userId: number): Promise<AccountRow | null> => {
  const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
};

/** What the account's provider said at its latest sign-in (null for an e-mail account). */
export const latestExternalLoginOf = async (executor: Executor, userId: number) => {
  const [row] = await executor
    .select()
    .from(externalLogins)
    .where(eq(externalLogins.userId, userId))
    .orderBy(desc(externalLogins.createdOn), desc(externalLogins.id))
    .limit(1);
  return row ?? null;
};

// Riders and their links to accounts.

export type RiderRow = typeof participants.$inferSelect;

export const findRider = async (executor: Executor, participantId: number): Promise<RiderRow | null> => {
  const [row] = await executor.select().from(participants).where(eq(participants.id, participantId));
  return row ?? null;
};

/** The rider, locked until the transaction ends (an approval links it). */
export const findRiderForUpdate = async (
  executor: Executor,
  participantId: number,
): Promise<RiderRow | null> => {
  const [row] = await executor
    .select()
    .from(participants)
    .where(eq(participants.id, participantId))
    .for('update');
  return row ?? null;
};

/** The rider linked to the account, if any. */
export const riderOfAccount = async (executor: Executor, userId: number): Promise<RiderRow | null> => {
  const [row] = await executor.select().from(participants).where(eq(participants.userId, userId));
  return row ?? null;
};

/** Links the account to the rider unless another account took the rider meanwhile; whether it did. */
export const linkRider = async (
  executor: Executor,
  participantId: number,
  userId: number,
): Promise<boolean> => {
  const linked = await executor
    .update(participants)
    .set({ userId, updatedOn: new Date() })
    .where(and(eq(participants.id, participantId), isNull(participants.userId)))
    .returning({ id: participants.id });
  return linked.length === 1;
};

/** A new rider from the account's name, linked to it («none of these is me», approved). */
export const insertRiderOfAccount = async (
  executor: Executor,
  account: { id: number; firstName: string; lastName: string },
): Promise<number> => {
  const [row] = await executor
    .insert(participants)
    .values({
      userId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      normalizedName: normalizedParticipantName(account.lastName, account.firstName),
      firstNameTransliteration: transliterate(account.firstName),
      lastNameTransliteration: transliterate(account.lastName),
    })
    .returning({ id: participants.id });
  return row!.id;
};

/** Frees the account's rider; answers the rider it was linked to. */
export const unlinkRiderOfAccount = async (executor: Executor, userId: number): Promise<number | null> => {
  const [row] = await executor
    .update(participants)
    .set({ userId: null, updatedOn: new Date() })
    .where(eq(participants.userId, userId))
    .returning({ id: participants.id });
  return row?.id ?? null;
};

/** Marks the account's link as made by the old name rule (true) or reviewed (false). */
export const setLinkedByName = async (executor: Executor, userId: number, value: boolean): Promise<void> => {
  await executor
    .update(users)
    .set({ linkedByName: value, updatedOn: new Date() })
    .where(eq(users.id, userId));
};

/** The account and its rider, when the link is one the old name rule made and nobody reviewed. */
export const unreviewedLinkOf = async (executor: Executor, userId: number) => {
  const [row] = await executor
    .select({ account: accountColumns, participantId: participants.id })
    .from(users)
    .innerJoin(participants, eq(participants.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.linkedByName, true)))
    .for('update', { of: users });
  return row ?? null;
};

/** Accounts linked by the old name rule and never reviewed, the oldest registrations first. */
export const pagedUnreviewedLinks = async (
  executor: Executor,
  filter: { search: string | null; limit: number; offset: number },
) => {
  const search: SQL | undefined = filter.search
    ? sql`(${users.email} ilike ${containsPattern(filter.search.toLowerCase())} or (${participantNameMatches('participants', filter.search)}))`
    : undefined;
  const where = and(eq(users.linkedByName, true), search);
  const rows = await executor
    .select({ account: accountColumns, participantId: participants.id })
    .from(users)
    .innerJoin(participants, eq(participants.userId, users.id))
    .where(where)
    .orderBy(asc(users.registrationDate), asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await executor
    .select({ n: count() })
    .from(users)
    .innerJoin(participants, eq(participants.userId, users.id))
    .where(where);
  return { rows, totalCount: total?.n ?? 0 };
};
