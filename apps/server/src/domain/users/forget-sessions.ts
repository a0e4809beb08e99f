import type { AppContext } from '../../context.js';
import { sessionTag } from '../../infra/session-cache.js';

/**
 * Drops the kept sessions of users whose rights just changed (a role granted or taken, a block, a
 * rejection, a confirmation, a new token version, an account deleted), here and, on PostgreSQL, in
 * every other process. Called by the use case right after its commit: the request may still fail
 * after that (a later step, a lost connection), and the emptying of the caches when its answer is
 * sent would then never come (issue 36). Never rejects: a lost notice ages out with the cache.
 */
export const forgetSessions = async (ctx: AppContext, ...userIds: number[]): Promise<void> => {
  for (const userId of new Set(userIds)) await ctx.publicCacheInvalidation.drop(sessionTag(userId));
};
