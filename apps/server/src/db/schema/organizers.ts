import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './common.js';
import { files } from './files.js';

export const organizers = pgTable(
  'organizers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('organizers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);
