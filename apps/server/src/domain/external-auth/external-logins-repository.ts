import { and, eq } from 'drizzle-orm';
import type { ExternalProvider } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { externalLogins, users } from '../../db/schema/index.js';
import type { OAuthProfile } from '../../infra/oauth/types.js';
import type { UserRow } from '../users/users-repository.js';

/** The account an external login belongs to, if any. */
export const findUserByExternalLogin = async (
  executor: Executor,
  provider: ExternalProvider,
  providerKey: string,
): Promise<UserRow | null> => {
  const [row] = await executor
    .select({ user: users })
    .from(externalLogins)
    .innerJoin(users, eq(users.id, externalLogins.userId))
    .where(and(eq(externalLogins.provider, provider), eq(externalLogins.providerKey, providerKey)));
  return row?.user ?? null;
};

/** What a provider said about the person (a claim keeps a copy for its review, issue 34). */
const providerWords = (profile: OAuthProfile) => ({
  displayName: `${profile.lastName} ${profile.firstName}`.trim(),
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email ?? null,
  birthYear: profile.birthYear ?? null,
});

export const insertExternalLogin = async (
  executor: Executor,
  login: { userId: number; provider: ExternalProvider; profile: OAuthProfile },
): Promise<void> => {
  await executor.insert(externalLogins).values({
    userId: login.userId,
    provider: login.provider,
    providerKey: login.profile.providerKey,
    ...providerWords(login.profile),
  });
};

/** Keeps what the provider says now about an existing login (its latest sign-in). */
export const refreshExternalLogin = async (
  executor: Executor,
  provider: ExternalProvider,
  profile: OAuthProfile,
): Promise<void> => {
  await executor
    .update(externalLogins)
    .set(providerWords(profile))
    .where(and(eq(externalLogins.provider, provider), eq(externalLogins.providerKey, profile.providerKey)));
};

/** A unique index refused the row (a concurrent sign-in with the same login or e-mail won). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
