import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';

/**
 * Club spellings an administrator merged (issue 19): riders whose club normalises to `fromKey` count
 * for the club `toKey`. Keys are those of clubKeyOf (@velo/contracts); a target is never itself an
 * alias (a merge into a merged club points its aliases to the final one). Recorded in the audit,
 * undone from it.
 */
export const clubAliases = pgTable(
  'club_aliases',
  {
    fromKey: text('from_key').primaryKey(),
    toKey: text('to_key').notNull(),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('club_aliases_to_idx').on(t.toKey)],
);
