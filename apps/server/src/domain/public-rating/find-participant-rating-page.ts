import type { participantRatingPageRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { TableFreshness } from '../../ports/rating.js';
import { ratingPosition } from './rating-repository.js';
import { resolveRatingScope, resolveTableFilter } from './rating-scope.js';

/**
 * POST /v1/ParticipantRating/participant-rating-page: the page a rider stands on (0 when absent), and
 * whether the table shows the season as it is.
 */
export const findParticipantRatingPage = async (
  ctx: AppContext,
  user: AuthUser | null,
  request: z.output<typeof participantRatingPageRequestSchema>,
): Promise<{ page: number; freshness: TableFreshness }> => {
  const scope = await resolveRatingScope(ctx, request);
  const filter = resolveTableFilter(user, request);
  const position = await ratingPosition(ctx.database.db, scope, filter, request.sort, request.participantId);
  return { page: position ? Math.ceil(position / request.size) : 0, freshness: scope.freshness };
};
