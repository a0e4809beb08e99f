import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common.js';
import { genderFilterEnum } from './enums.js';
import { disciplines } from './events.js';
import { organizers } from './organizers.js';

/** A group of age categories an organizer scores its series by (М18-29 … М60+, Ж18-39, Ж40+). */
export const clusters = pgTable(
  'clusters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'restrict' }),
    disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [index('clusters_organizer_idx').on(t.organizerId, t.activeFrom)],
);

export const clusterAgeCategories = pgTable(
  'cluster_age_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: genderFilterEnum('gender').notNull().default('all'),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    orderNumber: integer('order_number').notNull(),
    mustIncludeInRating: boolean('must_include_in_rating').notNull().default(true),
    finalRatingHexColor: text('final_rating_hex_color').notNull().default('#cccccc'),
  },
  (t) => [index('cluster_age_categories_cluster_idx').on(t.clusterId, t.orderNumber)],
);
