import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clusterAgeCategories, clusters, seasons } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { ensureStandingsSet } from '../rating/standings-sets.js';

export type RatingScope = {
  year: number;
  /** 0 = the national table. */
  organizerId: number;
  /** 0 = the whole (organizer or national) table. */
  clusterAgeCategoryId: number;
  updateDate: Date | null;
};

/** The newest season that has standings (the rating's default year). */
export const newestSeasonWithStandings = async (db: Database): Promise<number | null> => {
  const [row] = await db
    .select({ year: seasons.year })
    .from(seasons)
    .where(isNotNull(seasons.updateDate))
    .orderBy(desc(seasons.year))
    .limit(1);
  return row?.year ?? null;
};

/**
 * Which stored table a rating request reads, made sure to exist: a year (or the newest season), the
 * organizer (taken from the category when only the category is given), and the category.
 */
export const resolveRatingScope = async (
  db: Database,
  filter: { year?: number | null; organizerId?: number | null; clusterAgeCategoryId?: number | null },
): Promise<RatingScope> => {
  if (filter.year != null && (filter.year < 2000 || filter.year > 2100)) throw badRequest('не валидный год');
  const year = filter.year ?? (await newestSeasonWithStandings(db)) ?? new Date().getUTCFullYear();
  let organizerId = filter.organizerId ?? 0;
  const categoryId = filter.clusterAgeCategoryId ?? 0;
  if (categoryId) {
    const [category] = await db
      .select({ organizerId: clusters.organizerId })
      .from(clusterAgeCategories)
      .innerJoin(clusters, eq(clusters.id, clusterAgeCategories.clusterId))
      .where(eq(clusterAgeCategories.id, categoryId));
    if (!category) throw notFound('Возрастная категория не найдена');
    if (organizerId && organizerId !== category.organizerId) {
      throw badRequest('Возрастная категория относится к другому организатору');
    }
    organizerId = category.organizerId;
  }
  await ensureStandingsSet(db, year, organizerId, categoryId);
  const [season] = await db
    .select({ updateDate: seasons.updateDate })
    .from(seasons)
    .where(eq(seasons.year, year));
  return { year, organizerId, clusterAgeCategoryId: categoryId, updateDate: season?.updateDate ?? null };
};
