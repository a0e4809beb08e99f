import { sql } from 'drizzle-orm';
import type { Gender, ResultStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { protocolResults, protocols } from '../../db/schema/index.js';
import { bulkInsert } from '../../lib/bulk-insert.js';
import { transliterate } from '../../lib/transliterate.js';
import { normalizedParticipantName } from '../participants/participant-name.js';

/** One row of a protocol, ready to be stored: the reader's output with gender resolved. */
export type ImportRow = {
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number;
  gender: Gender;
  club: string;
  city: string;
  bib: string;
  place: number | null;
  status: ResultStatus;
  resultTime: string;
  resultTimeMs: number | null;
  sprintWinner: boolean;
  mountainWinner: boolean;
  points: number | null;
  category: string;
  comment: string;
};

export type ImportProtocol = {
  name: string;
  eventId: number;
  configId: number;
  clusterAgeCategoryId: number | null;
  isRatingProtocol: boolean;
  isRatingFromProtocolFile: boolean;
  originalFileId: string | null;
  uploadedByUserId: number | null;
  uploadDate?: Date;
  rows: ImportRow[];
};

/** The key a rider is matched by (rating.md): normalized last + first name, and the year of birth. */
export const personKey = (row: { lastName: string; firstName: string; yearOfBirth: number | null }) =>
  `${normalizedParticipantName(row.lastName, row.firstName)}|${row.yearOfBirth ?? ''}`;

/**
 * The existing participants of the given keys (the lowest id where the database holds duplicates).
 * One query for any number of keys.
 */
export const findParticipantsByKey = async (
  executor: Executor,
  people: { lastName: string; firstName: string; yearOfBirth: number | null }[],
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

/** Creates the riders nobody knew yet, from their first row in the files. */
const createParticipants = async (executor: Executor, rows: ImportRow[]): Promise<Map<string, number>> => {
  if (rows.length === 0) return new Map();
  const column = <T>(pick: (row: ImportRow) => T) => sql.param(rows.map(pick));
  const created = await queryRows<{ id: number; normalized_name: string; year_of_birth: number }>(
    executor,
    sql`insert into participants (first_name, last_name, middle_name, normalized_name, gender, year_of_birth, club, city,
          first_name_transliteration, last_name_transliteration)
        select * from unnest(${column((r) => r.firstName)}::text[], ${column((r) => r.lastName)}::text[],
          ${column((r) => r.middleName)}::text[], ${column((r) => normalizedParticipantName(r.lastName, r.firstName))}::text[],
          ${column((r) => r.gender)}::text[]::gender[], ${column((r) => r.yearOfBirth)}::int[], ${column((r) => r.club)}::text[],
          ${column((r) => r.city)}::text[], ${column((r) => transliterate(r.firstName))}::text[],
          ${column((r) => transliterate(r.lastName))}::text[])
        returning id, normalized_name, year_of_birth`,
  );
  return new Map(created.map((row) => [`${row.normalized_name}|${row.year_of_birth}`, row.id]));
};

/** The rows whose rider is not in the database yet, one per person, in file order. */
export const newPeople = (rows: ImportRow[], known: Map<string, number>): ImportRow[] => {
  const seen = new Set<string>();
  const fresh: ImportRow[] = [];
  for (const row of rows) {
    const key = personKey(row);
    if (known.has(key) || seen.has(key)) continue;
    seen.add(key);
    fresh.push(row);
  }
  return fresh;
};

/**
 * Writes protocols with their result rows, creating the riders nobody knew: the one import path for
 * organizers' uploads and for the demo data. Runs inside the caller's transaction. Points are not
 * computed here; the caller recalculates the season or marks it stale.
 */
export const importProtocols = async (
  executor: Executor,
  input: ImportProtocol[],
): Promise<{ protocolIds: number[]; createdParticipants: number }> => {
  const allRows = input.flatMap((protocol) => protocol.rows);
  const known = await findParticipantsByKey(executor, allRows);
  const fresh = newPeople(allRows, known);
  for (const [key, id] of await createParticipants(executor, fresh)) known.set(key, id);

  const inserted = await executor
    .insert(protocols)
    .values(
      input.map((p) => ({
        name: p.name,
        eventId: p.eventId,
        configId: p.configId,
        clusterAgeCategoryId: p.clusterAgeCategoryId,
        isRatingProtocol: p.isRatingProtocol,
        isRatingFromProtocolFile: p.isRatingFromProtocolFile,
        originalFileId: p.originalFileId,
        uploadedByUserId: p.uploadedByUserId,
        resultsCount: p.rows.length,
        ...(p.uploadDate ? { uploadDate: p.uploadDate } : {}),
      })),
    )
    .returning({ id: protocols.id });
  const protocolIds = inserted.map((row) => row.id);

  await bulkInsert(
    executor,
    protocolResults,
    input.flatMap((protocol, index) =>
      protocol.rows.map((row, rowIndex) => ({
        protocolId: protocolIds[index]!,
        participantId: known.get(personKey(row))!,
        rowOrder: rowIndex + 1,
        gender: row.gender,
        status: row.status,
        place: row.place,
        bib: row.bib,
        resultTime: row.resultTime,
        resultTimeMs: row.resultTimeMs,
        club: row.club,
        city: row.city,
        categoryText: row.category,
        comment: row.comment,
        sprintWinner: row.sprintWinner,
        mountainWinner: row.mountainWinner,
        pointsFromFile: row.points,
      })),
    ),
  );
  return { protocolIds, createdParticipants: fresh.length };
};
