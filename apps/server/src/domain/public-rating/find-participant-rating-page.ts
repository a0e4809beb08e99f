import type { participantRatingPageRequestSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import { ratingPosition } from './rating-repository.js';
import { resolveRatingScope, resolveTableFilter } from './rating-scope.js';

/** POST /v1/ParticipantRating/participant-rating-page: the page a rider stands on (0 when absent). */
export const findParticipantRatingPage = async (
  db: Database,
  user: AuthUser | null,
  request: z.output<typeof participantRatingPageRequestSchema>,
): Promise<number> => {
  const scope = await resolveRatingScope(db, request);
  const filter = resolveTableFilter(user, request);
  const position = await ratingPosition(db, scope, filter, request.sort, request.participantId);
  return position ? Math.ceil(position / request.size) : 0;
};
