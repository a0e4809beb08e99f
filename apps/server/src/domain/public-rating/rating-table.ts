import { sql, type SQL } from 'drizzle-orm';
import type { Gender, GenderFilter, RatingEntry, Sort } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Executor } from '../../db/database.js';
import { pageOffset, sortDirection, sortFields } from '../../lib/paging.js';
import type { RatingScope } from './rating-scope.js';
import { followedParticipants } from './favorites.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import { participantNameMatches } from '../participants/name-search.js';

export type RatingTableFilter = {
  name: string | null;
  gender: GenderFilter;
  onlyFavoritesOf: number | null;
};

/** The WHERE of a rating table: its stored scope, then gender, name and favourites. */
export const ratingConditions = (scope: RatingScope, filter: RatingTableFilter): SQL => {
  const parts: SQL[] = [
    sql`s.year = ${scope.year}`,
    sql`s.organizer_id = ${scope.organizerId}`,
    sql`s.cluster_age_category_id = ${scope.clusterAgeCategoryId}`,
  ];
  if (filter.gender !== 'all') parts.push(sql`s.gender = ${filter.gender}`);
  if (filter.name) parts.push(participantNameMatches('p', filter.name));
  if (filter.onlyFavoritesOf !== null) {
    parts.push(
      sql`exists (select 1 from favorite_participants f where f.user_id = ${filter.onlyFavoritesOf} and f.participant_id = s.participant_id)`,
    );
  }
  return sql.join(parts, sql` and `);
};

/** Sortable columns; ties always fall back to place and the rider's name, as the standings order them. */
const sortColumn = sortFields({
  place: 's.place',
  genderPlace: 's.gender_place',
  rating: 's.rating',
  // Ё sorts with Е, as in a Russian dictionary (the databases compare by code point).
  lastName: "translate(p.last_name, 'Ёё', 'Ее')",
  racesCount: 's.races_count',
});

export const ratingOrder = (sort: Sort | null | undefined): SQL => {
  const column = sortColumn(sort) ?? 's.place';
  const direction = sortDirection(sort, 'asc');
  return sql.raw(
    `${column} ${direction}, s.place asc, translate(p.last_name, 'Ёё', 'Ее') asc, translate(p.first_name, 'Ёё', 'Ее') asc, s.participant_id asc`,
  );
};

type RatingRow = {
  participant_id: number;
  place: number;
  gender_place: number;
  rating: number;
  races_count: number;
  gender: Gender;
  first_name: string;
  last_name: string;
  middle_name: string;
  year_of_birth: number | null;
  city: string;
  country: string;
  club: string;
  photo_file_id: string | null;
};

export const presentRatingRows = async (
  executor: Executor,
  user: AuthUser | null,
  rows: RatingRow[],
): Promise<RatingEntry[]> => {
  const followed = await followedParticipants(
    executor,
    user,
    rows.map((r) => r.participant_id),
  );
  return rows.map((r) => ({
    id: r.participant_id,
    place: r.place,
    genderPlace: r.gender_place,
    rating: r.rating,
    racesCount: r.races_count,
    participant: {
      id: r.participant_id,
      firstName: r.first_name,
      lastName: r.last_name,
      middleName: r.middle_name,
      gender: r.gender,
      birthYear: r.year_of_birth,
      city: r.city,
      country: r.country,
      club: r.club,
      photoFileId: r.photo_file_id,
    },
    inCurrentUserFavorites: followed.has(r.participant_id),
    showFavoriteIcon: showsFavoriteIcon(user, r.participant_id),
  }));
};

/**
 * The rows under a filter. Without a name or favourites filter the table's stored counts answer
 * (counting 35,000 rows on every page would cost more than the page itself).
 */
const countRatingRows = async (
  executor: Executor,
  scope: RatingScope,
  filter: RatingTableFilter,
  where: SQL,
) => {
  if (!filter.name && filter.onlyFavoritesOf === null) {
    const [set] = await queryRows<{ rows_count: number; male_count: number; female_count: number }>(
      executor,
      sql`select rows_count, male_count, female_count from standings_sets
          where year = ${scope.year} and organizer_id = ${scope.organizerId} and cluster_age_category_id = ${scope.clusterAgeCategoryId}`,
    );
    if (!set) return 0;
    return filter.gender === 'male'
      ? set.male_count
      : filter.gender === 'female'
        ? set.female_count
        : set.rows_count;
  }
  const [total] = await queryRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from standings s join participants p on p.id = s.participant_id where ${where}`,
  );
  return total?.n ?? 0;
};

/** One page of a stored rating table and the number of rows under the filter. */
export const readRatingPage = async (
  executor: Executor,
  scope: RatingScope,
  filter: RatingTableFilter,
  paging: { page: number; size: number; sort?: Sort | null },
): Promise<{ rows: RatingRow[]; totalCount: number }> => {
  const where = ratingConditions(scope, filter);
  const [rows, totalCount] = await Promise.all([
    queryRows<RatingRow>(
      executor,
      sql`select s.participant_id, s.place, s.gender_place, s.rating::float8 as rating, s.races_count, s.gender,
            p.first_name, p.last_name, p.middle_name, p.year_of_birth, p.city, p.country, p.club, p.photo_file_id::text
          from standings s join participants p on p.id = s.participant_id
          where ${where}
          order by ${ratingOrder(paging.sort)}
          limit ${paging.size} offset ${pageOffset(paging)}`,
    ),
    countRatingRows(executor, scope, filter, where),
  ]);
  return { rows, totalCount };
};
