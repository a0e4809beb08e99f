import { desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Gender, GenderFilter, Sort } from '@velo/contracts';
import type { DisciplineFamily } from '@velo/contracts/constants';
import { queryRows, type Database, type Executor } from '../../db/database.js';
import { seasons } from '../../db/schema/index.js';
import { pageOffset, sortDirection, sortFields } from '../../lib/paging.js';
import { participantNameMatches } from '../participants/name-search-repository.js';
import {
  isPublicRider,
  publicRiderColumn,
  publicRiderColumnText,
  publicRiderColumns,
} from '../participant-privacy/privacy-repository.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { nationalCluster, tableCluster } from '../rating/national-table-repository.js';

/**
 * The reads of the stored rating: the standings tables the engine writes (rating/season-repository
 * writes them), their seasons, and the races of an organizer's series. Every query of the public
 * rating is here; the use cases beside it call these and the presenters shape the answers.
 */

/** Which stored table: a season, an organizer (0 = national), an age category (0 = the whole table). */
export type RatingScope = {
  year: number;
  organizerId: number;
  clusterAgeCategoryId: number;
  updateDate: Date | null;
};

export type RatingTableFilter = {
  name: string | null;
  gender: GenderFilter;
  onlyFavoritesOf: number | null;
};

export type RatingRow = {
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
  /** The skill ('Сила', issue 39) in the rider's most raced family: read by the rating page only. */
  skill_display?: number | null;
  skill_family?: DisciplineFamily | null;
  /** YYYY-MM-DD; null when never settled. */
  skill_settled_until?: string | null;
};

/** The WHERE of a rating table: its stored scope, then gender, name and favourites. */
const ratingConditions = (scope: RatingScope, filter: RatingTableFilter): SQL => {
  const parts: SQL[] = [
    sql`s.year = ${scope.year}`,
    sql`s.organizer_id = ${scope.organizerId}`,
    sql`s.cluster_age_category_id = ${tableCluster(scope)}`,
  ];
  if (filter.gender !== 'all') parts.push(sql`s.gender = ${filter.gender}`);
  // A hidden rider is never found by the real name.
  if (filter.name) parts.push(sql`${isPublicRider('p')} and ${participantNameMatches('p', filter.name)}`);
  if (filter.onlyFavoritesOf !== null) {
    parts.push(
      sql`exists (select 1 from favorite_participants f where f.user_id = ${filter.onlyFavoritesOf} and f.participant_id = s.participant_id)`,
    );
  }
  return sql.join(parts, sql` and `);
};

/** The public names (a hidden rider's initials), Ё sorted with Е as in a Russian dictionary. */
const LAST_NAME_KEY = `translate(${publicRiderColumnText('p', 'last_name')}, 'Ёё', 'Ее')`;
const FIRST_NAME_KEY = `translate(${publicRiderColumnText('p', 'first_name')}, 'Ёё', 'Ее')`;

/** Sortable columns; ties always fall back to place and the rider's name, as the standings order them. */
const sortColumn = sortFields({
  place: 's.place',
  genderPlace: 's.gender_place',
  rating: 's.rating',
  // Ё sorts with Е, as in a Russian dictionary (the databases compare by code point).
  lastName: LAST_NAME_KEY,
  racesCount: 's.races_count',
  // A rider without a rated race (or hidden) last, whichever the direction's end.
  skill: 'coalesce(k.display, -1)',
});

/**
 * The rider's skill in the family they raced most in (issue 39), as the profile shows it by default:
 * a hidden rider's (issue 34) is nobody else's. `k` of the rating's queries.
 */
const SKILL_JOIN = sql.raw(`left join lateral (
    select k.display, k.family, k.settled_until from skill_ratings k
    where k.participant_id = s.participant_id and p.hidden_at is null
    order by k.races desc, k.family limit 1) k on true`);

const SKILL_COLUMNS = sql.raw(`, k.display as skill_display, k.family as skill_family,
    to_char(k.settled_until, 'YYYY-MM-DD') as skill_settled_until`);

const sortsBySkill = (sort: Sort | null | undefined) => (sort?.fieldName ?? '').toLowerCase() === 'skill';

/**
 * Within one gender, gender places come in the order of the places (both rank the same points), so
 * a gender filter sorted by gender place reads the place index (the table keeps no gender-place
 * index: docs/decisions/rating.md «The standings' indexes»).
 */
const sortColumnUnder = (filter: RatingTableFilter, sort: Sort | null | undefined): string => {
  const column = sortColumn(sort) ?? 's.place';
  return column === 's.gender_place' && filter.gender !== 'all' ? 's.place' : column;
};

const ratingOrder = (filter: RatingTableFilter, sort: Sort | null | undefined): SQL =>
  sql.raw(
    `${sortColumnUnder(filter, sort)} ${sortDirection(sort, 'asc')}, s.place asc, ${LAST_NAME_KEY} asc, ${FIRST_NAME_KEY} asc, s.participant_id asc`,
  );

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
  /** With each rider's skill (the rating page's 'Сила'); a sort by skill joins it anyway. */
  { withSkill = false }: { withSkill?: boolean } = {},
): Promise<{ rows: RatingRow[]; totalCount: number }> => {
  const where = ratingConditions(scope, filter);
  const [rows, totalCount] = await Promise.all([
    queryRows<RatingRow>(
      executor,
      sql`select s.participant_id, s.place, s.gender_place, s.rating::float8 as rating, s.races_count, s.gender,
            ${publicRiderColumns('p', ['first_name', 'last_name', 'middle_name', 'year_of_birth', 'city', 'country', 'club'])},
            ${publicRiderColumn('p', 'photo_file_id')}::text as photo_file_id
            ${withSkill ? SKILL_COLUMNS : sql``}
          from standings s join participants p on p.id = s.participant_id
            ${withSkill || sortsBySkill(paging.sort) ? SKILL_JOIN : sql``}
          where ${where}
          order by ${ratingOrder(filter, paging.sort)}
          limit ${paging.size} offset ${pageOffset(paging)}`,
    ),
    countRatingRows(executor, scope, filter, where),
  ]);
  return { rows, totalCount };
};

/** The 1-based row a rider stands on under a filter and sort; null when not in the table. */
export const ratingPosition = async (
  executor: Executor,
  scope: RatingScope,
  filter: RatingTableFilter,
  sort: Sort | null | undefined,
  participantId: number,
): Promise<number | null> => {
  const [row] = await queryRows<{ position: number | null }>(
    executor,
    sql`select position from (
          select s.participant_id, row_number() over (order by ${ratingOrder(filter, sort)})::int as position
          from standings s join participants p on p.id = s.participant_id ${sortsBySkill(sort) ? SKILL_JOIN : sql``}
          where ${ratingConditions(scope, filter)}) ranked
        where participant_id = ${participantId}`,
  );
  return row?.position ?? null;
};

/** A rider's line in the national table of a season (both genders), or null. */
export const nationalStanding = async (
  executor: Executor,
  participantId: number,
  year: number,
): Promise<{ place: number; genderPlace: number; rating: number; racesCount: number } | null> => {
  const [row] = await queryRows<{ place: number; gender_place: number; rating: number; races_count: number }>(
    executor,
    sql`select place, gender_place, rating::float8 as rating, races_count from standings
        where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${nationalCluster(year)}
          and participant_id = ${participantId}`,
  );
  return row
    ? { place: row.place, genderPlace: row.gender_place, rating: row.rating, racesCount: row.races_count }
    : null;
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

/** When a season's standings were last recalculated (null: never). */
export const seasonUpdateDate = async (db: Database, year: number): Promise<Date | null> => {
  const [season] = await db
    .select({ updateDate: seasons.updateDate })
    .from(seasons)
    .where(eq(seasons.year, year));
  return season?.updateDate ?? null;
};

const inSeason = (year: number) => sql`e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`;

/** The best-races rule of each rating protocol of an organizer's series in a season, newest first. */
export const seriesProtocolRules = (db: Database, year: number, organizerId: number) =>
  queryRows<{ number: number | null; percent: number | null }>(
    db,
    sql`select c.final_rating_best_races_number as number, c.final_rating_best_races_percent as percent
        from protocols p join events e on e.id = p.event_id join protocol_configs c on c.id = p.config_id
        where e.organizer_id = ${organizerId} and p.is_rating_protocol and e.is_rating and ${inSeason(year)}
        order by e.event_date desc, p.id desc`,
  );

export type SeriesRace = {
  participant_id: number;
  protocol_id: number;
  event_name: string;
  event_date: string;
  points: number;
};

/** The races of these riders in an organizer's series (rating protocols of rating events, starters only). */
export const seriesRacesOf = async (
  db: Database,
  scope: { year: number; organizerId: number },
  participantIds: number[],
): Promise<SeriesRace[]> => {
  if (participantIds.length === 0) return [];
  return queryRows<SeriesRace>(
    db,
    sql`select r.participant_id, r.protocol_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
          ${RESULT_POINTS}::float8 as points
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where r.participant_id in (${sql.join(
          participantIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and e.organizer_id = ${scope.organizerId} and p.is_rating_protocol and e.is_rating
          and r.status <> 'DNS' and ${inSeason(scope.year)}
        order by e.event_date, r.protocol_id`,
  );
};
