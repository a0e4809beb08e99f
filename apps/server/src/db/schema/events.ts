import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DisciplineFamily } from '@velo/contracts/constants';
import { timestamps, timestampTz } from './common.js';
import { files } from './files.js';
import { organizers } from './organizers.js';

export const disciplines = pgTable('disciplines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  /**
   * The family the skill rating rates its races in (issue 39): road, mtb, cyclocross, gravel, track.
   * Null for a discipline an administrator added: its races count as road (DEFAULT_DISCIPLINE_FAMILY).
   */
  family: text('family').$type<DisciplineFamily>(),
});

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'restrict' }),
    disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
    isRating: boolean('is_rating').notNull().default(false),
    url: text('url').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    mapFileId: uuid('map_file_id').references(() => files.id, { onDelete: 'set null' }),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The last forecast fetched for the start point (spec part 1 §3 weather shape). */
    weather: jsonb('weather'),
    weatherUpdatedOn: timestampTz('weather_updated_on'),
    ...timestamps,
  },
  (t) => [
    index('events_date_idx').on(t.eventDate),
    index('events_organizer_date_idx').on(t.organizerId, t.eventDate),
    index('events_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
