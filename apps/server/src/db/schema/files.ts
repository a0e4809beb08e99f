import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { fileKindEnum } from './enums.js';

/**
 * Metadata of every stored file (photos, logos, documents, GPX maps, original protocol files).
 * The bytes live in the blob store under storageKey; ownership lives here.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: fileKindEnum('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The user who uploaded it; documents are readable only by this user and administrators. */
    ownerUserId: integer('owner_user_id'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId)],
);
