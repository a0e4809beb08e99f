import type { AppContext } from '../../context.js';
import { tag } from '../../infra/cache-tags.js';

/**
 * Drops the kept sessions of users whose rights just changed (a role granted or taken, a block, a
 * rejection, a confirmation, a new token version, an account deleted), here and, on PostgreSQL, in
 * every other process. Called by the use case right after its commit: the request may still fail
 * after that (a later step, a lost connection), and the drop of what the write noted when its answer
 * is sent would then come late. Never rejects: a lost notice ages out with the cache
 * (SESSION_CACHE_SECONDS, at most 30 s).
 */
export const forgetSessions = async (ctx: AppContext, ...userIds: number[]): Promise<void> => {
  const users = [...new Set(userIds)];
  if (users.length) await ctx.publicCacheInvalidation.drop(users.map((id) => tag.user(id)));
};
