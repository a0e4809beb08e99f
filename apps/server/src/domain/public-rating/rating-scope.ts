import type { GenderFilter } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, unauthorized } from '../../errors.js';
import { tagThisAnswer } from '../../infra/changes.js';
import { ensureStandingsSet, outdatedTablesTag } from '../rating/standings-sets.js';
import { assertSupportedSeason } from '../rating/supported-season.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';
import {
  newestSeasonWithStandings,
  seasonUpdateDate,
  type RatingScope,
  type RatingTableFilter,
} from './rating-repository.js';

/**
 * Which stored table a rating request reads, made sure to exist: a year (or the newest season), the
 * organizer (taken from the category when only the category is given), and the category.
 */
export const resolveRatingScope = async (
  db: Database,
  filter: { year?: number | null; organizerId?: number | null; clusterAgeCategoryId?: number | null },
): Promise<RatingScope> => {
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
  // An organizer's table being computed again after a recalculation is read as it was, for now.
  if ((await ensureStandingsSet(db, year, organizerId, categoryId)) === 'outdated') {
    tagThisAnswer(outdatedTablesTag(year, organizerId));
  }
  return {
    year,
    organizerId,
    clusterAgeCategoryId: categoryId,
    updateDate: await seasonUpdateDate(db, year),
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
