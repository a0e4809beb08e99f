import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './common.js';
import { files } from './files.js';

export const organizers = pgTable(
  'organizers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * How long a new protocol of this organizer stays provisional, taking protests (issue 38): hours,
     * 0 = official at once.
     */
    protestWindowHours: integer('protest_window_hours').notNull().default(24),
    ...timestamps,
  },
  (t) => [
    index('organizers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('organizers_protest_window_range', sql`${t.protestWindowHours} between 0 and 168`),
  ],
);
