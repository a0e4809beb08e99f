import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './common.js';
import { organizers } from './organizers.js';
import { protocols } from './protocols.js';

/**
 * A results package pushed by the timing partner (POST /integration-api/Tdk/import-package) and the
 * saga that processes it: the step to run next, kept after each step, so a process that dies between
 * two steps is resumed from here by the next one (docs/decisions/accounts-and-security.md, «Timing partner API and sagas»).
 * One package id per organizer: a package sent again is the same saga.
 */
export const integrationSagas = pgTable(
  'integration_sagas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    /** The partner's own id of the package. */
    packageId: text('package_id').notNull(),
    /** The package as received (or as the operator edited it): event, category, config, rows. */
    package: jsonb('package').notNull(),
    /** new | running | done | failed */
    state: text('state').notNull().default('new'),
    /** validate | matchRiders | createProtocol | recalculate | notify | finished */
    step: text('step').notNull().default('validate'),
    /** What the steps found so far (the riders matched by row). */
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Failed tries of the current step. */
    attempts: integer('attempts').notNull().default(0),
    errors: jsonb('errors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    protocolId: integer('protocol_id').references(() => protocols.id, { onDelete: 'set null' }),
    /** Not before (a retry's back-off). */
    runAfter: timestampTz('run_after').notNull().defaultNow(),
    /** The process working on it and until when its claim holds (renewed at each step). */
    lockedBy: text('locked_by'),
    lockedUntil: timestampTz('locked_until'),
    finishedOn: timestampTz('finished_on'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('integration_sagas_organizer_package_idx').on(t.organizerId, t.packageId),
    index('integration_sagas_state_idx').on(t.state, t.runAfter),
  ],
);
