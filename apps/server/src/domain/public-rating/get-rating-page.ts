import type { RatingPage, ratingFilterSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { TableFreshness } from '../../ports/rating.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { todayDay } from '../start-lists/start-list-event.js';
import { nextStartsOf } from '../start-lists/start-lists-repository.js';
import { presentRatingRows } from './present-rating.js';
import { readRatingPage } from './rating-repository.js';
import { resolveRatingScope, resolveTableFilter } from './rating-scope.js';

/**
 * POST /v1/Statistic/paged-rating: a page of the national, organizer or series rating, and whether
 * its table shows the season as it is (an organizer's table computed again may be shown as it was).
 */
export const getRatingPage = async (
  ctx: AppContext,
  user: AuthUser | null,
  filter: z.output<typeof ratingFilterSchema>,
): Promise<{ page: RatingPage; freshness: TableFreshness }> => {
  const db = ctx.database.db;
  const scope = await resolveRatingScope(ctx, filter);
  const { rows, totalCount } = await readRatingPage(db, scope, resolveTableFilter(user, filter), filter, {
    withSkill: true,
  });
  const ids = rows.map((row) => row.participant_id);
  const [followed, nextStarts] = await Promise.all([
    followedParticipants(db, user, ids),
    nextStartsOf(db, ids, todayDay()),
  ]);
  return {
    page: {
      participants: { items: presentRatingRows(rows, user, followed, nextStarts), totalCount },
      updateDate: scope.updateDate?.toISOString() ?? null,
      year: scope.year,
    },
    freshness: scope.freshness,
  };
};
