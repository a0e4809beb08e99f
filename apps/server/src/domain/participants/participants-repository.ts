import { sql } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { transliterate } from '../../lib/transliterate.js';
import { normalizedParticipantName, personKey, type PersonNames } from './participant-name.js';

/**
 * The existing participants of the given people, by personKey (the lowest id where the database
 * holds duplicates). One query for any number of people.
 */
export const findParticipantsByKey = async (
  executor: Executor,
  people: PersonNames[],
): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  const unique = new Map(people.map((p) => [personKey(p), p]));
  const names = [...unique.values()].map((p) => normalizedParticipantName(p.lastName, p.firstName));
  const years = [...unique.values()].map((p) => p.yearOfBirth);
  if (names.length === 0) return found;
  const rows = await queryRows<{ id: number; normalized_name: string; year_of_birth: number | null }>(
    executor,
    sql`select min(pa.id)::int as id, pa.normalized_name, pa.year_of_birth
        from participants pa
        join unnest(${sql.param(names)}::text[], ${sql.param(years)}::int[]) as k(name, year)
          on pa.normalized_name = k.name and pa.year_of_birth is not distinct from k.year
        group by pa.normalized_name, pa.year_of_birth`,
  );
  for (const row of rows) found.set(`${row.normalized_name}|${row.year_of_birth ?? ''}`, row.id);
  return found;
};

export type NewParticipant = {
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number;
  gender: Gender;
  club: string;
  city: string;
};

/** Creates riders in one statement (names transliterated); answers their ids by personKey. */
export const createParticipants = async (
  executor: Executor,
  people: NewParticipant[],
): Promise<Map<string, number>> => {
  if (people.length === 0) return new Map();
  const column = <T>(pick: (person: NewParticipant) => T) => sql.param(people.map(pick));
  const created = await queryRows<{ id: number; normalized_name: string; year_of_birth: number }>(
    executor,
    sql`insert into participants (first_name, last_name, middle_name, normalized_name, gender, year_of_birth, club, city,
          first_name_transliteration, last_name_transliteration)
        select * from unnest(${column((p) => p.firstName)}::text[], ${column((p) => p.lastName)}::text[],
          ${column((p) => p.middleName)}::text[], ${column((p) => normalizedParticipantName(p.lastName, p.firstName))}::text[],
          ${column((p) => p.gender)}::text[]::gender[], ${column((p) => p.yearOfBirth)}::int[], ${column((p) => p.club)}::text[],
          ${column((p) => p.city)}::text[], ${column((p) => transliterate(p.firstName))}::text[],
          ${column((p) => transliterate(p.lastName))}::text[])
        returning id, normalized_name, year_of_birth`,
  );
  return new Map(created.map((row) => [`${row.normalized_name}|${row.year_of_birth}`, row.id]));
};

/** The riders with the given ids that exist, with their names, by id. */
export const findParticipantNames = async (
  executor: Executor,
  ids: readonly number[],
): Promise<Map<number, { lastName: string; firstName: string }>> => {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; last_name: string; first_name: string }>(
    executor,
    sql`select id, last_name, first_name from participants where id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, { lastName: row.last_name, firstName: row.first_name }]));
};

/** A rider offered as like a new one, as the query of similarCandidates answers it. */
export type SimilarCandidateRow = {
  ord: number;
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  year_of_birth: number | null;
  club: string;
  city: string;
  normalized_name: string;
  latin_name: string;
};

/** What a new rider is compared by: the normalized name, the names swapped, the Latin key, the year. */
export type SimilarityQuery = { name: string; swapped: string; latin: string; yearOfBirth: number | null };

/**
 * The riders like each query (by its index, `ord`), best first, at most `limit` each (similar-
 * participants.ts says by which keys). One query for all of them: candidates by keys that b-tree
 * indexes answer (record linkage's blocking), ranked by pg_trgm similarity.
 */
export const similarCandidates = async (
  executor: Executor,
  queries: SimilarityQuery[],
  limit: number,
  threshold: number,
): Promise<SimilarCandidateRow[]> => {
  const column = <T>(pick: (query: SimilarityQuery) => T) => sql.param(queries.map(pick));
  const latinOf = sql.raw(`lower(p.last_name_transliteration || ' ' || p.first_name_transliteration)`);
  return queryRows<SimilarCandidateRow>(
    executor,
    sql`with q as (
          select q.*, split_part(q.name, ' ', 1) as surname, split_part(q.name, ' ', 2) as first
          from unnest(${sql.param(queries.map((_, index) => index))}::int[], ${column((q) => q.name)}::text[],
            ${column((q) => q.swapped)}::text[], ${column((q) => q.latin)}::text[],
            ${column((q) => q.yearOfBirth)}::int[]) as q(ord, name, swapped, latin, year)
        ), pairs as (
          select q.ord, p.id from q join participants p on p.normalized_name = q.name
          union select q.ord, p.id from q join participants p on p.normalized_name = q.swapped
          union select q.ord, p.id from q join participants p on ${latinOf} = q.latin
          union select q.ord, p.id from q join participants p on split_part(p.normalized_name, ' ', 1) = q.surname
            and left(split_part(p.normalized_name, ' ', 2), 1) = left(q.first, 1)
            and similarity(split_part(p.normalized_name, ' ', 2), q.first) >= ${threshold}
          union select q.ord, p.id from q join participants p on split_part(p.normalized_name, ' ', 2) = q.first
            and p.year_of_birth = q.year
            and similarity(split_part(p.normalized_name, ' ', 1), q.surname) >= ${threshold}
        ), ranked as (
          select q.ord, p.id, p.last_name, p.first_name, p.middle_name, p.year_of_birth, p.club, p.city,
            p.normalized_name, ${latinOf} as latin_name,
            row_number() over (partition by q.ord order by
              (p.normalized_name in (q.name, q.swapped) or ${latinOf} = q.latin) desc,
              similarity(p.normalized_name, q.name) desc,
              abs(coalesce(p.year_of_birth, 0) - coalesce(q.year, 0)), p.id) as rank
          from pairs join q on q.ord = pairs.ord join participants p on p.id = pairs.id
          where not (p.normalized_name = q.name and p.year_of_birth is not distinct from q.year)
        )
        select ord, id, last_name, first_name, middle_name, year_of_birth, club, city, normalized_name, latin_name
        from ranked where rank <= ${limit} order by ord, rank`,
  );
};
