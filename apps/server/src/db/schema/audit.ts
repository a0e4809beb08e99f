import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { users } from './users.js';

/**
 * What an administrator changed in people's records (clean-ups, merges, rating corrections) and
 * their undoing: who, when, what, and the rows before and after, so any application can be undone
 * from its record (domain/audit).
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The operation: a clean-up's name, 'mergeParticipants', 'changeParticipantRating', … or 'undo'. */
    action: text('action').notNull(),
    /** What was done, in one Russian sentence (the audit list shows it). */
    summary: text('summary').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as they were named then (the account may be deleted later). */
    userName: text('user_name').notNull().default(''),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    /** The request's parameters (a participant, the fields chosen for a merge, …). */
    parameters: jsonb('parameters')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** How many riders or rows were affected, and of which kind. */
    affectedCount: integer('affected_count').notNull().default(0),
    counts: jsonb('counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The riders the record is about (the audit list filters by them). No index: the table holds a
     * record per administrator's action, and a GIN index cost a third of a second per 50,000 riders.
     */
    participantIds: integer('participant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** The seasons whose standings the change moved (recalculated after it and after its undoing). */
    seasons: integer('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** The affected riders as the dry run and the answer listed them, packed (domain/audit/audit-items.ts). */
    items: jsonb('items')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The rows before and after, as the undo of its kind reads them (AuditUndoKind, context.ts). */
    changes: jsonb('changes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    undoneOn: timestampTz('undone_on'),
    undoneByUserId: integer('undone_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** On an 'undo' record: the record it undid. */
    undoOfId: integer('undo_of_id').references((): AnyPgColumn => auditRecords.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('audit_records_created_idx').on(t.createdOn),
    index('audit_records_action_idx').on(t.action, t.createdOn),
  ],
);
