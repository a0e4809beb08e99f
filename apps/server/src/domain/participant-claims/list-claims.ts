import {
  PARTICIPANT_CLAIM_LIMITS,
  type AdminParticipantClaim,
  type ParticipantClaimStatus,
} from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { pageWindow } from '../../lib/paging.js';
import { riderSummaries } from './claim-riders-repository.js';
import { notFound } from '../../errors.js';
import { CLAIM_MESSAGES } from './claim-messages.js';
import { findAccount, findClaim, openClaimsOfRiders, pagedClaims } from './claims-repository.js';
import { presentAdminClaim } from './present-claim.js';

/**
 * POST /v1/Admin/paged-participant-claims: the claims of one status (the open ones oldest first, the
 * decided newest first), each with the account, the evidence, the rider's card and last races, and
 * how many other open claims name the same rider.
 */
export const listClaims = async (
  ctx: AppContext,
  request: { status?: ParticipantClaimStatus | null | undefined; page: number; size: number },
): Promise<{ items: AdminParticipantClaim[]; totalCount: number }> => {
  const db = ctx.database.db;
  const { rows, totalCount } = await pagedClaims(db, {
    status: request.status ?? null,
    ...pageWindow(request),
  });
  const riderIds = rows.flatMap((row) => (row.claim.participantId === null ? [] : [row.claim.participantId]));
  const [riders, openClaims] = await Promise.all([
    riderSummaries(db, riderIds, PARTICIPANT_CLAIM_LIMITS.reviewRaces),
    openClaimsOfRiders(db, riderIds),
  ]);
  return {
    totalCount,
    items: rows.map(({ claim, account }) => {
      const open = claim.participantId === null ? 0 : (openClaims.get(claim.participantId) ?? 0);
      return presentAdminClaim({
        claim,
        account,
        rider: claim.participantId === null ? null : (riders.get(claim.participantId) ?? null),
        otherOpenClaims: open - (claim.status === 'open' ? 1 : 0),
      });
    }),
  };
};

/** One claim as the queue shows it (the answer of a decision). */
export const readAdminClaim = async (ctx: AppContext, id: number): Promise<AdminParticipantClaim> => {
  const db = ctx.database.db;
  const claim = await findClaim(db, id);
  const account = claim ? await findAccount(db, claim.userId) : null;
  if (!claim || !account) throw notFound(CLAIM_MESSAGES.notFound);
  const riderIds = claim.participantId === null ? [] : [claim.participantId];
  const [riders, openClaims] = await Promise.all([
    riderSummaries(db, riderIds, PARTICIPANT_CLAIM_LIMITS.reviewRaces),
    openClaimsOfRiders(db, riderIds),
  ]);
  const open = claim.participantId === null ? 0 : (openClaims.get(claim.participantId) ?? 0);
  return presentAdminClaim({
    claim,
    account,
    rider: claim.participantId === null ? null : (riders.get(claim.participantId) ?? null),
    otherOpenClaims: open - (claim.status === 'open' ? 1 : 0),
  });
};
