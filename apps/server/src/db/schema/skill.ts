import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { DisciplineFamily } from '@velo/contracts/constants';
import { timestampTz } from './common.js';
import { participants } from './participants.js';

/**
 * The skill rating (issue 39), beside the season points: one row per rider and discipline family, as
 * the last recalculation left it (domain/skill). The points table stays the official rating.
 */
export const skillRatings = pgTable(
  'skill_ratings',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    family: text('family').$type<DisciplineFamily>().notNull(),
    /** The belief after the last rated race: mean and uncertainty (the engine's units). */
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    races: integer('races').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** The shown number, 0…1000, from the conservative estimate after the last race. */
    display: integer('display').notNull(),
    /**
     * The last day the number counts as settled (five races or more, uncertainty grown by the time
     * away still low enough); null when it is not settled even on its last race day. Ranks count the
     * riders settled today.
     */
    settledUntil: date('settled_until', { mode: 'string' }),
    /** Every rated race: `protocolId,dayNumber,mu,sigma` joined by `;`, oldest first (history-text.ts). */
    history: text('history').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.family] }),
    // Ranks and the 'Сила' sort: a family's riders by their number.
    index('skill_ratings_family_display_idx').on(t.family, t.display),
    // An incremental recalculation reads the riders who raced on its first day or later.
    index('skill_ratings_last_day_idx').on(t.lastDay),
  ],
);

/**
 * One row (id 1): whether the skill rating is behind the results, and from which race day. Each mark
 * bumps `generation`, so a recalculation that read the results before a mark leaves it stale.
 */
export const skillState = pgTable(
  'skill_state',
  {
    id: integer('id').primaryKey().default(1),
    isStale: boolean('is_stale').notNull().default(true),
    /** With isStale: the first race day that changed; null = every race (a full recalculation). */
    staleFrom: date('stale_from', { mode: 'string' }),
    generation: integer('generation').notNull().default(0),
    computedOn: timestampTz('computed_on'),
  },
  (t) => [check('skill_state_one_row', sql`${t.id} = 1`)],
);
