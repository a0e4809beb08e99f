import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/paging.js';

/** The words of a name query, normalized as names are stored (lower case, ё read as е). */
export const nameSearchWords = (text: string): string[] =>
  text.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean).slice(0, 5);

/**
 * A rider whose normalized name contains every word of the query, in either order ('Иванов Иван'
 * or 'Иван Иванов'); the trigram index on participants.normalized_name serves it.
 */
export const participantNameMatches = (alias: string, text: string): SQL => {
  const words = nameSearchWords(text);
  if (words.length === 0) return sql`true`;
  const column = sql.raw(`${alias}.normalized_name`);
  return sql.join(
    words.map((word) => sql`${column} like ${containsPattern(word)}`),
    sql` and `,
  );
};
