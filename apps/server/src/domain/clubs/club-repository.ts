import { sql, type SQL } from 'drizzle-orm';
import type { Gender, GenderFilter } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import type { RatingScope } from '../public-rating/rating-repository.js';
import { publicRiderColumn, publicRiderColumns } from '../participant-privacy/privacy-repository.js';
import { tableCluster } from '../rating/national-table-repository.js';

/**
 * The reads and writes of the club standings: the riders of a stored rating table with their club
 * names (the clubs are grouped in ranked-clubs.ts, since a key is computed from free text), the
 * clubs' spellings, and the administrators' aliases.
 */

export type ClubRiderRow = {
  participant_id: number;
  rating: number;
  place: number;
  gender_place: number;
  races_count: number;
  gender: Gender;
  first_name: string;
  last_name: string;
  year_of_birth: number | null;
  club: string;
};

/** One club name as riders of a table write it: how many, and their best points, best first. */
export type ClubSpellingRow = { club: string; riders: number; top: number[] };

const tableConditions = (scope: RatingScope, gender: GenderFilter, club: SQL): SQL => {
  const parts: SQL[] = [
    sql`s.year = ${scope.year}`,
    sql`s.organizer_id = ${scope.organizerId}`,
    sql`s.cluster_age_category_id = ${tableCluster(scope)}`,
    club,
  ];
  if (gender !== 'all') parts.push(sql`s.gender = ${gender}`);
  return sql.join(parts, sql` and `);
};

/**
 * A hidden rider still counts for the club (points count, nobody's place changes); the
 * club's list shows the initials without year or club.
 *
 * Each club name of a stored table under the gender filter, with its riders' count and their best
 * `best` points: one row per spelling, so the clubs are summed from a few hundred rows, not from
 * every rider of the table (reading 35,000 rows cost most of a second on PGlite).
 */
export const readClubSpellingTotals = async (
  executor: Executor,
  scope: RatingScope,
  gender: GenderFilter,
  best: number,
): Promise<ClubSpellingRow[]> =>
  queryRows<ClubSpellingRow>(
    executor,
    sql`select p.club, count(*)::int as riders,
          (array_agg(s.rating::float8 order by s.rating desc, s.place, s.participant_id))[1:${best}] as top
        from standings s join participants p on p.id = s.participant_id
        where ${tableConditions(scope, gender, sql`p.club <> ''`)}
        group by p.club`,
  );

/** The riders of a stored table who write the club one of these ways, best first. */
export const readClubRiders = async (
  executor: Executor,
  scope: RatingScope,
  gender: GenderFilter,
  spellings: string[],
): Promise<ClubRiderRow[]> =>
  queryRows<ClubRiderRow>(
    executor,
    sql`select s.participant_id, s.rating::float8 as rating, s.place, s.gender_place, s.races_count, s.gender,
          ${publicRiderColumns('p', ['first_name', 'last_name', 'year_of_birth', 'club'])}
        from standings s join participants p on p.id = s.participant_id
        where ${tableConditions(scope, gender, sql`p.club = any(${sql.param(spellings)}::text[])`)}
        order by s.rating desc, s.place, translate(${publicRiderColumn('p', 'last_name')}, 'Ёё', 'Ее'),
          translate(${publicRiderColumn('p', 'first_name')}, 'Ёё', 'Ее'), s.participant_id`,
  );

/** alias key → club key. */
export type ClubAliases = Map<string, string>;

export const readClubAliases = async (executor: Executor): Promise<ClubAliases> => {
  const rows = await queryRows<{ from_key: string; to_key: string }>(
    executor,
    sql`select from_key, to_key from club_aliases`,
  );
  return new Map(rows.map((row) => [row.from_key, row.to_key]));
};

/** Every club name riders have written, with how many riders wrote it. */
export const readClubSpellings = async (executor: Executor): Promise<{ club: string; riders: number }[]> =>
  queryRows(
    executor,
    sql`select club, count(*)::int as riders from participants where club <> '' group by club`,
  );

export type AliasRow = { fromKey: string; toKey: string };

export const aliasesPointingTo = async (executor: Executor, key: string): Promise<AliasRow[]> => {
  const rows = await queryRows<{ from_key: string; to_key: string }>(
    executor,
    sql`select from_key, to_key from club_aliases where to_key = ${key} order by from_key`,
  );
  return rows.map((row) => ({ fromKey: row.from_key, toKey: row.to_key }));
};

/** Sets each alias (inserting or repointing it). */
export const writeAliases = async (executor: Executor, aliases: AliasRow[]): Promise<void> => {
  for (const alias of aliases) {
    await executor.execute(
      sql`insert into club_aliases (from_key, to_key) values (${alias.fromKey}, ${alias.toKey})
          on conflict (from_key) do update set to_key = excluded.to_key`,
    );
  }
};

export const deleteAliases = async (executor: Executor, fromKeys: string[]): Promise<void> => {
  if (fromKeys.length === 0) return;
  await executor.execute(sql`delete from club_aliases where from_key = any(${sql.param(fromKeys)}::text[])`);
};

/** The aliases of the given keys as they are now (a missing key has none). */
export const aliasesOf = async (executor: Executor, fromKeys: string[]): Promise<Map<string, string>> => {
  if (fromKeys.length === 0) return new Map();
  const rows = await queryRows<{ from_key: string; to_key: string }>(
    executor,
    sql`select from_key, to_key from club_aliases where from_key = any(${sql.param(fromKeys)}::text[])`,
  );
  return new Map(rows.map((row) => [row.from_key, row.to_key]));
};
