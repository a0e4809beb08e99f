import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';

/**
 * A hidden rider in SQL. Every public read of riders' names, years, clubs and cities
 * selects them through these, so a hidden rider shows initials only, with no year, club, city or
 * photo, and a name search never finds a hidden rider by the real name. Points, places and the
 * rider's id stay: nobody else's place changes. `alias` is a code constant naming the participants
 * table in the query (never a caller's text).
 */

/** The columns of participants a public read may show. */
export type PublicRiderColumn =
  | 'first_name'
  | 'last_name'
  | 'middle_name'
  | 'first_name_transliteration'
  | 'last_name_transliteration'
  | 'year_of_birth'
  | 'club'
  | 'city'
  | 'country'
  | 'photo_file_id';

/** 'И.' of 'Иван'; '' of ''. */
const initialSql = (column: string) => `coalesce(nullif(left(${column}, 1), '') || '.', '')`;

const maskedSql = (alias: string, column: PublicRiderColumn): string => {
  switch (column) {
    case 'first_name':
    case 'last_name':
      return initialSql(`${alias}.${column}`);
    case 'year_of_birth':
      return 'null::int';
    case 'photo_file_id':
      return 'null::uuid';
    default:
      return "''";
  }
};

/** The text of a rider's column as the public sees it (a query written as a string uses it). */
export const publicRiderColumnText = (alias: string, column: PublicRiderColumn): string =>
  `(case when ${alias}.hidden_at is null then ${alias}.${column} else ${maskedSql(alias, column)} end)`;

/** A rider's column as the public sees it. */
export const publicRiderColumn = (alias: string, column: PublicRiderColumn): SQL =>
  sql.raw(publicRiderColumnText(alias, column));

/** `col as col, …` of the rider's columns as the public sees them. */
export const publicRiderColumns = (alias: string, columns: readonly PublicRiderColumn[]): SQL =>
  sql.raw(columns.map((column) => `${publicRiderColumnText(alias, column)} as ${column}`).join(', '));

/** A result row's own club or city, as the public sees it: empty for a hidden rider. */
export const publicResultColumn = (riderAlias: string, resultAlias: string, column: 'club' | 'city'): SQL =>
  sql.raw(`(case when ${riderAlias}.hidden_at is null then ${resultAlias}.${column} else '' end)`);

/** Public riders only (a name search must not find a hidden rider by the real name). */
export const isPublicRider = (alias: string): SQL => sql.raw(`(${alias}.hidden_at is null)`);

export type PrivacyRow = {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  hiddenAt: Date | null;
  hiddenByUserId: number | null;
};

/** A rider's privacy (null: no such rider); locked until the transaction ends when asked. */
export const findPrivacy = async (
  executor: Executor,
  participantId: number,
  { forUpdate = false } = {},
): Promise<PrivacyRow | null> => {
  const query = executor
    .select({
      id: participants.id,
      userId: participants.userId,
      firstName: participants.firstName,
      lastName: participants.lastName,
      hiddenAt: participants.hiddenAt,
      hiddenByUserId: participants.hiddenByUserId,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
};

/** Which of these riders are hidden. */
export const hiddenAmong = async (executor: Executor, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`select id from participants where hidden_at is not null and id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  return new Set(rows.map((row) => Number(row.id)));
};
