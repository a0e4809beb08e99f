import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { oneTimeTokens } from '../db/schema/index.js';

export type TokenPurpose =
  'password-reset' | 'admin-invitation' | 'email-confirmation' | 'messenger-link' | 'role-request-secret';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random secret for a link; only its hash is stored, so a database leak gives no working links. */
export const issueOneTimeToken = async (
  executor: Executor,
  options: { purpose: TokenPurpose; userId?: number; addRoleRequestId?: number; ttlMs: number },
): Promise<string> => {
  const token = randomBytes(24).toString('base64url');
  await executor.insert(oneTimeTokens).values({
    purpose: options.purpose,
    tokenHash: hashToken(token),
    userId: options.userId ?? null,
    addRoleRequestId: options.addRoleRequestId ?? null,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return token;
};

/** Whether a token is valid, unused and unexpired for the given record, without spending it. */
export const isLiveOneTimeToken = async (
  executor: Executor,
  purpose: TokenPurpose,
  token: string,
  owner: { addRoleRequestId: number },
): Promise<boolean> => {
  const [found] = await executor
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.addRoleRequestId, owner.addRoleRequestId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(found);
};

/** Uses a token once: answers its record if it was valid, unused and unexpired, else null. */
export const consumeOneTimeToken = async (executor: Executor, purpose: TokenPurpose, token: string) => {
  const [used] = await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return used ?? null;
};

/** The links that set a password: a new password (from any of them, or the configuration) spends them all. */
export const PASSWORD_LINK_PURPOSES: TokenPurpose[] = ['password-reset', 'admin-invitation'];

/** Spends every unused token of a user for the given purposes (they stop working at once). */
export const revokeOneTimeTokens = async (
  executor: Executor,
  userId: number,
  purposes: TokenPurpose[],
): Promise<void> => {
  await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
      ),
    );
};
