import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { auditRecords } from './audit.js';
import { participants } from './participants.js';
import { protocolResults, protocols } from './protocols.js';
import { users } from './users.js';

/**
 * A rider's request about one of their results (issue 34): 'Это не мой результат' or 'Ошибка в
 * результате' with the wrong fields and a comment. The protocol's organizer (or an administrator)
 * moves the result to another rider, corrects the row or rejects the request with a reason; a move
 * or a correction is an audit record (undone from it). One open request per rider and result.
 */
export const resultDisputes = pgTable(
  'result_disputes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /**
     * The disputed row; null for a missing result (issue 38), and once a corrected protocol removed
     * the row (the request stays, decided, for the rider to read).
     */
    resultId: integer('result_id').references(() => protocolResults.id, { onDelete: 'set null' }),
    /** The result's protocol, so an organizer's list reads its own protocols' requests. */
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    /** The rider who disputes the result (the result's rider when the request was made). */
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'notMine' | 'wrongData' | 'missing'>().notNull(),
    /** For 'wrongData': which of time, place, category, club (the rider's own words are the comment). */
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<'open' | 'moved' | 'corrected' | 'rejected'>().notNull().default('open'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    resolvedOn: timestampTz('resolved_on'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reason of a rejection, or what the move or the correction did. */
    resolution: text('resolution').notNull().default(''),
    /** The audit record of a move or a correction (its undo reopens the request). */
    auditRecordId: integer('audit_record_id').references(() => auditRecords.id, { onDelete: 'set null' }),
    movedToParticipantId: integer('moved_to_participant_id').references(() => participants.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('result_disputes_open_uq')
      .on(t.resultId, t.participantId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('result_disputes_open_missing_uq')
      .on(t.protocolId, t.participantId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'missing'`),
    index('result_disputes_protocol_idx').on(t.protocolId),
    index('result_disputes_participant_idx').on(t.participantId),
    index('result_disputes_status_idx').on(t.status, t.createdOn),
  ],
);

/**
 * A rider's 'Возможно, это тоже вы' confirmed (issue 34): another rider's record is theirs. The
 * administrators review it with the merge (preview, merge, audit, undo) or decline it with a reason.
 * The other rider goes in the merge, so the request keeps its name as it was. One open request per pair.
 */
export const mergeRequests = pgTable(
  'merge_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The requester's own rider: the one kept by the merge. */
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    otherParticipantId: integer('other_participant_id').references(() => participants.id, {
      onDelete: 'set null',
    }),
    /** The other rider as the request named it: 'Фамилия Имя, год'. */
    otherName: text('other_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<'open' | 'approved' | 'declined'>().notNull().default('open'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    resolvedOn: timestampTz('resolved_on'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    auditRecordId: integer('audit_record_id').references(() => auditRecords.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('merge_requests_open_uq')
      .on(t.participantId, t.otherParticipantId)
      .where(sql`${t.status} = 'open'`),
    index('merge_requests_status_idx').on(t.status, t.createdOn),
    index('merge_requests_other_idx').on(t.otherParticipantId),
  ],
);
