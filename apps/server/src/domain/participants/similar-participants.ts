import { SIMILAR_PARTICIPANTS_LIMIT, type SimilarityReason, type SimilarParticipant } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { transliterate } from '../../lib/transliterate.js';
import { normalizedParticipantName, type PersonNames } from './participant-name.js';
import { similarCandidates, type SimilarCandidateRow } from './participants-repository.js';

/**
 * How alike the differing part of two names must be (pg_trgm similarity, 0 to 1) for a rider to be
 * offered: a first name beside the same surname ('Алексей' for 'Алесей' scores 0.5, 'Иван' for
 * 'Пётр' 0), or a surname beside the same first name and year ('Сидорв' for 'Сидоров' 0.6).
 */
export const SIMILARITY_THRESHOLD = 0.4;

const CYRILLIC = /[а-яё]/i;

/** The key riders are compared by in Latin letters: the stored transliteration, lower case. */
export const latinNameKey = (lastName: string, firstName: string): string =>
  `${transliterate(lastName)} ${transliterate(firstName)}`.toLowerCase().replace(/\s+/g, ' ').trim();

type Candidate = SimilarCandidateRow;

type Query = { name: string; swapped: string; latin: string; person: PersonNames };

const foldedYo = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** Why the candidate is offered for the new rider (SIMILARITY_REASONS, strongest first). */
const reasonOf = (query: Query, candidate: Candidate): SimilarityReason => {
  const { person } = query;
  if (candidate.normalized_name === query.swapped && query.swapped !== query.name) return 'swappedNames';
  const isLatin = !CYRILLIC.test(candidate.normalized_name);
  if (candidate.latin_name === query.latin && isLatin !== !CYRILLIC.test(query.name)) return 'latinName';
  const sameLastName = foldedYo(candidate.last_name) === foldedYo(person.lastName);
  if (candidate.normalized_name === query.name) {
    const rawNew = `${person.lastName} ${person.firstName}`.toLowerCase();
    const rawOld = `${candidate.last_name} ${candidate.first_name}`.toLowerCase();
    return rawNew !== rawOld && foldedYo(rawNew) === foldedYo(rawOld) ? 'yo' : 'otherYear';
  }
  if (sameLastName && candidate.year_of_birth !== person.yearOfBirth) return 'otherYear';
  return 'similarName';
};

/**
 * The existing riders closest to each given person (the upload's new riders), best first, at most
 * SIMILAR_PARTICIPANTS_LIMIT each. One query for all of them, which finds candidates by keys that
 * b-tree indexes answer (record linkage's blocking) and ranks them by pg_trgm similarity:
 * - the same normalized name (ё read as е) with another year, or the names swapped;
 * - the same name in Latin letters (the stored transliteration), either way;
 * - the same surname with a similar first name (of the same first letter);
 * - the same first name and year with a similar surname (a typo).
 * Riders in `excludeIds` (already in the file) are left out. Answers by the person's index in `people`.
 */
export const findSimilarParticipants = async (
  executor: Executor,
  people: readonly PersonNames[],
  excludeIds: ReadonlySet<number> = new Set(),
): Promise<Map<number, SimilarParticipant[]>> => {
  const found = new Map<number, SimilarParticipant[]>();
  if (people.length === 0) return found;
  const queries: Query[] = people.map((person) => ({
    person,
    name: normalizedParticipantName(person.lastName, person.firstName),
    swapped: normalizedParticipantName(person.firstName, person.lastName),
    latin: latinNameKey(person.lastName, person.firstName),
  }));
  // The excluded riders are dropped after the query; the limit leaves room for them.
  const limit = SIMILAR_PARTICIPANTS_LIMIT + Math.min(excludeIds.size, SIMILAR_PARTICIPANTS_LIMIT);
  const rows = await similarCandidates(
    executor,
    queries.map((q) => ({
      name: q.name,
      swapped: q.swapped,
      latin: q.latin,
      yearOfBirth: q.person.yearOfBirth,
    })),
    limit,
    SIMILARITY_THRESHOLD,
  );
  for (const row of rows) {
    if (excludeIds.has(row.id)) continue;
    const list = found.get(row.ord) ?? [];
    if (list.length >= SIMILAR_PARTICIPANTS_LIMIT) continue;
    list.push({
      id: row.id,
      lastName: row.last_name,
      firstName: row.first_name,
      middleName: row.middle_name,
      yearOfBirth: row.year_of_birth,
      club: row.club,
      city: row.city,
      reason: reasonOf(queries[row.ord]!, row),
    });
    found.set(row.ord, list);
  }
  return found;
};
