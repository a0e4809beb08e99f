import { index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, timestampTz } from './common.js';
import { jobStatusEnum, mailStatusEnum } from './enums.js';
import { protocols } from './protocols.js';

/** Background work, claimed with FOR UPDATE SKIP LOCKED so several processes can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: jobStatusEnum('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestampTz('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: timestampTz('locked_at'),
    /** Held while this job is queued or running: a protocol's notices wait for its season's recalculation. */
    afterJobId: integer('after_job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    startedOn: timestampTz('started_on'),
    finishedOn: timestampTz('finished_on'),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAfter)],
);

/** Every mail goes here first; a sender delivers it over SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The one-time token the mail's link carries, while the mail waits: once sent (or given up) the
     * token is blanked out of the stored texts and this is emptied, so the outbox keeps no live link.
     */
    secret: text('secret'),
    template: text('template').notNull(),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    sentOn: timestampTz('sent_on'),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdOn)],
);

/** A results package pushed by the timing partner (integration-api/Tdk/import-package). */
export const integrationPackages = pgTable(
  'integration_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull().default('tdk'),
    externalId: text('external_id').notNull().default(''),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('new'),
    errors: jsonb('errors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    protocolId: integer('protocol_id').references(() => protocols.id, { onDelete: 'set null' }),
    processedOn: timestampTz('processed_on'),
    ...timestamps,
  },
  (t) => [index('integration_packages_status_idx').on(t.status)],
);

/** A multi-step integration process; an operator can inspect, edit and re-trigger it. */
export const sagas = pgTable(
  'sagas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id').references(() => integrationPackages.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    state: text('state').notNull().default('new'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('sagas_state_idx').on(t.state)],
);

/** Key/value settings the application keeps about itself. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedOn: timestampTz('updated_on').notNull().defaultNow(),
});
