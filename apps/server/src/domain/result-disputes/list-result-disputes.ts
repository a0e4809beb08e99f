import type { OwnResultDispute, PagedResultDisputesRequest, ResultDispute } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { cabinetOrganizer } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { disputesOfRider, listDisputes } from './disputes-repository.js';
import { presentDispute, presentOwnDispute } from './present-result-dispute.js';

/**
 * POST /v1/ResultDispute/paged: the requests about the caller's organizer's protocols (an
 * administrator's: every organizer's, or one), open ones first.
 */
export const listResultDisputes = async (
  ctx: AppContext,
  user: AuthUser,
  request: Required<Pick<PagedResultDisputesRequest, 'page' | 'size'>> & PagedResultDisputesRequest,
): Promise<{ items: ResultDispute[]; totalCount: number }> => {
  const organizerId = cabinetOrganizer(user, request.organizerId ?? null);
  const { rows, totalCount } = await listDisputes(
    ctx.database.db,
    { organizerId, state: request.state ?? null, protocolId: request.protocolId ?? null },
    { page: request.page, size: request.size },
  );
  return { items: rows.map(presentDispute), totalCount };
};

/** GET /v1/ResultDispute/own: the caller's rider's requests, newest first (none without a rider). */
export const listOwnDisputes = async (ctx: AppContext, user: AuthUser): Promise<OwnResultDispute[]> =>
  user.participantId === null
    ? []
    : (await disputesOfRider(ctx.database.db, user.participantId)).map(presentOwnDispute);
