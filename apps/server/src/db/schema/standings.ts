import { boolean, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { genderEnum } from './enums.js';
import { participants } from './participants.js';
import { users } from './users.js';

/** One row per season: when its standings were last recalculated and whether they are stale. */
export const seasons = pgTable('seasons', {
  year: integer('year').primaryKey(),
  updateDate: timestampTz('update_date'),
  isStale: boolean('is_stale').notNull().default(false),
  /**
   * With isStale: the first race day whose protocols changed since the last recalculation. The days
   * before it are as that recalculation left them, so the next one starts there (an incremental
   * recalculation); null means the whole season.
   */
  staleFrom: date('stale_from', { mode: 'string' }),
  /**
   * The season's last race day at its last recalculation, and what the counting protocols before that
   * day gave each participant (packed tallies, season-repository.ts). A recalculation from that day or
   * later starts from it; marking the season stale before that day clears it.
   */
  checkpointDay: date('checkpoint_day', { mode: 'string' }),
  checkpoint: text('checkpoint'),
  /**
   * Where the season's national table is: its rows in `standings` have organizer 0 and this as their
   * cluster_age_category_id (0 or -1). On PGlite a large table rewritten whole is written under the
   * other slot with no transaction open, and the short write transaction makes it current by
   * changing this (docs/decisions/rating.md «The national table written beside the current one»).
   * Every read of the national table asks for it (rating/national-table-repository.ts).
   */
  nationalSlot: integer('national_slot').notNull().default(0),
});

/**
 * Precomputed standings of a season, so the rating table is one indexed read.
 * organizerId 0 = national; clusterAgeCategoryId 0 = the whole organizer table. The national table's
 * rows have organizerId 0 and the season's `nationalSlot` (0 or -1) as clusterAgeCategoryId.
 */
export const standings = pgTable(
  'standings',
  {
    year: integer('year').notNull(),
    organizerId: integer('organizer_id').notNull().default(0),
    clusterAgeCategoryId: integer('cluster_age_category_id').notNull().default(0),
    // No foreign key: a standings row exists only for a rider with results, whom protocol_results'
    // restricting key already keeps; checking it again cost a second per full recalculation.
    participantId: integer('participant_id').notNull(),
    gender: genderEnum('gender').notNull(),
    rating: numeric('rating', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    place: integer('place').notNull(),
    genderPlace: integer('gender_place').notNull(),
    racesCount: integer('races_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.organizerId, t.clusterAgeCategoryId, t.participantId] }),
    // The only secondary index: every recalculation rewrites the table, and each index costs that
    // write more than it saved on reads (docs/decisions/rating.md «The standings' indexes»).
    index('standings_place_idx').on(t.year, t.organizerId, t.clusterAgeCategoryId, t.place),
  ],
);

/**
 * Which organizer and series tables of a season are in `standings`. The national table is written by
 * every recalculation; an organizer's (or a series') is computed the first time somebody asks for it.
 * A recalculation of the season marks them outdated: each is computed again when it is next read,
 * and shown as it was while that runs (docs/decisions/rating.md «Organizers' tables while they are computed
 * again»).
 */
export const standingsSets = pgTable(
  'standings_sets',
  {
    year: integer('year').notNull(),
    organizerId: integer('organizer_id').notNull(),
    clusterAgeCategoryId: integer('cluster_age_category_id').notNull(),
    computedOn: timestampTz('computed_on').notNull().defaultNow(),
    /** Rows of the table, and of each gender: the rating's total without counting on every page. */
    rowsCount: integer('rows_count').notNull().default(0),
    maleCount: integer('male_count').notNull().default(0),
    femaleCount: integer('female_count').notNull().default(0),
    /** The season was recalculated after this table was computed: its rows are the previous ones. */
    outdated: boolean('outdated').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.year, t.organizerId, t.clusterAgeCategoryId] })],
);

/** A manual correction of a participant's season rating by an administrator. */
export const ratingAdjustments = pgTable(
  'rating_adjustments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    points: numeric('points', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('rating_adjustments_participant_idx').on(t.participantId, t.year)],
);
