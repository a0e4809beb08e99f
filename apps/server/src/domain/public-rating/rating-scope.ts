import type { GenderFilter } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound, unauthorized } from '../../errors.js';
import type { TableFreshness } from '../../ports/rating.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';
import {
  newestSeasonWithStandings,
  seasonUpdateDate,
  type RatingScope,
  type RatingTableFilter,
} from './rating-repository.js';

/** A table a rating request reads, and whether it shows the season as it is (`TableFreshness`). */
export type ResolvedRatingScope = RatingScope & { freshness: TableFreshness };

/**
 * Which stored table a rating request reads, made sure to exist: a year (or the newest season), the
 * organizer (taken from the category when only the category is given), and the category. An
 * organizer's table being computed again after a recalculation may be read as it was, for now: the
 * answer says so (`freshness`), and the route lets the public read cache keep it only until then.
 */
export const resolveRatingScope = async (
  ctx: Pick<AppContext, 'database' | 'standingsTables'>,
  filter: { year?: number | null; organizerId?: number | null; clusterAgeCategoryId?: number | null },
): Promise<ResolvedRatingScope> => {
  const db = ctx.database.db;
  if (filter.year != null) assertSupportedSeason(filter.year);
  const year = filter.year ?? (await newestSeasonWithStandings(db)) ?? new Date().getUTCFullYear();
  let organizerId = filter.organizerId ?? 0;
  const categoryId = filter.clusterAgeCategoryId ?? 0;
  if (categoryId) {
    const category = await findAgeCategory(db, categoryId);
    if (!category) throw notFound('Возрастная категория не найдена');
    if (organizerId && organizerId !== category.organizerId) {
      throw badRequest('Возрастная категория относится к другому организатору');
    }
    organizerId = category.organizerId;
  }
  const freshness = await ctx.standingsTables.ensure(year, organizerId, categoryId);
  return {
    year,
    organizerId,
    clusterAgeCategoryId: categoryId,
    updateDate: await seasonUpdateDate(db, year),
    freshness,
  };
};

/** Which rows of the table: gender and name; the caller's favourites only for a signed-in caller. */
export const resolveTableFilter = (
  user: AuthUser | null,
  filter: { name: string | null; gender: GenderFilter; getOnlyUserFavoritesParticipants: boolean },
): RatingTableFilter => {
  if (filter.getOnlyUserFavoritesParticipants && !user) {
    throw unauthorized('Войдите, чтобы видеть избранных участников');
  }
  return {
    name: filter.name,
    gender: filter.gender,
    onlyFavoritesOf: filter.getOnlyUserFavoritesParticipants && user ? user.id : null,
  };
};
