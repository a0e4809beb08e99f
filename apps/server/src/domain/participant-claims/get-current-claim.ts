import type { CurrentParticipantClaim } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { latestClaimOf, riderOfAccount } from './claims-repository.js';
import { presentClaim } from './present-claim.js';

/**
 * GET /v1/ParticipantClaim/current: the caller's latest claim and whether they may claim now (no
 * rider linked to the account, no claim of theirs open): the «Это я» button and the «find
 * yourself» step read it.
 */
export const getCurrentClaim = async (ctx: AppContext, user: AuthUser): Promise<CurrentParticipantClaim> => {
  const db = ctx.database.db;
  const [claim, rider] = await Promise.all([latestClaimOf(db, user.id), riderOfAccount(db, user.id)]);
  return {
    claim: claim ? presentClaim(claim) : null,
    canClaim: rider === null && claim?.status !== 'open',
  };
};
