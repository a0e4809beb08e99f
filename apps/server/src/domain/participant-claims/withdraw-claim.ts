import type { ParticipantClaim } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canWithdrawClaim, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { CLAIM_MESSAGES } from './claim-messages.js';
import { findClaimForUpdate, updateClaim } from './claims-repository.js';
import { presentClaim } from './present-claim.js';

/** DELETE /v1/ParticipantClaim/{id}: the author withdraws their open claim (to claim another rider). */
export const withdrawClaim = async (ctx: AppContext, user: AuthUser, id: number): Promise<ParticipantClaim> =>
  presentClaim(
    await ctx.database.db.transaction(async (tx) => {
      const claim = await findClaimForUpdate(tx, id);
      if (!claim) throw notFound(CLAIM_MESSAGES.notFound);
      authorize(canWithdrawClaim(user, claim), DENIED.otherClaim);
      if (claim.status !== 'open') throw conflict(CLAIM_MESSAGES.decided);
      return updateClaim(tx, claim.id, { status: 'withdrawn', decidedOn: new Date() });
    }),
  );
