import type { ratingFilterSchema } from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { TableFreshness } from '../../ports/rating.js';
import { readRatingPage, type RatingRow } from './rating-repository.js';
import { resolveRatingScope, resolveTableFilter } from './rating-scope.js';

/** The most rows an export holds. */
const EXPORT_MAX_ROWS = 100_000;

/** POST /v1/Statistic/rating-csv: the whole table under a filter (presented as CSV by the route). */
export const exportRating = async (
  ctx: AppContext,
  user: AuthUser | null,
  filter: z.output<typeof ratingFilterSchema>,
): Promise<{ year: number; rows: RatingRow[]; freshness: TableFreshness }> => {
  const scope = await resolveRatingScope(ctx, filter);
  const { rows } = await readRatingPage(ctx.database.db, scope, resolveTableFilter(user, filter), {
    page: 1,
    size: EXPORT_MAX_ROWS,
    sort: filter.sort,
  });
  return { year: scope.year, rows, freshness: scope.freshness };
};
