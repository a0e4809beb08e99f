import type { RatingPage, ratingFilterSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { todayDay } from '../start-lists/start-list-event.js';
import { nextStartsOf } from '../start-lists/start-lists-repository.js';
import { presentRatingRows } from './present-rating.js';
import { readRatingPage } from './rating-repository.js';
import { resolveRatingScope, resolveTableFilter } from './rating-scope.js';

/** POST /v1/Statistic/paged-rating: a page of the national, organizer or series rating. */
export const getRatingPage = async (
  db: Database,
  user: AuthUser | null,
  filter: z.output<typeof ratingFilterSchema>,
): Promise<RatingPage> => {
  const scope = await resolveRatingScope(db, filter);
  const { rows, totalCount } = await readRatingPage(db, scope, resolveTableFilter(user, filter), filter);
  const ids = rows.map((row) => row.participant_id);
  const [followed, nextStarts] = await Promise.all([
    followedParticipants(db, user, ids),
    nextStartsOf(db, ids, todayDay()),
  ]);
  return {
    participants: { items: presentRatingRows(rows, user, followed, nextStarts), totalCount },
    updateDate: scope.updateDate?.toISOString() ?? null,
    year: scope.year,
  };
};
