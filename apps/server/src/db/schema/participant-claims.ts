import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { externalProviderEnum, participantClaimStatusEnum } from './enums.js';
import { files } from './files.js';
import { participants } from './participants.js';
import { users } from './users.js';

/**
 * A claim of a rider's profile by an account (issue 34), with what helps the review: the provider
 * that signed the user in and what it said (copied when the claim is made), a comment, a Strava
 * link, a private photo of a licence or race number. An administrator approves (the account is
 * linked to the rider) or rejects it with a reason. One open claim per account.
 */
export const participantClaims = pgTable(
  'participant_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The rider claimed; for an approved «none of these» claim, the rider it created. A rider
     * removed or merged away meanwhile leaves the claim without one (it can only be rejected).
     */
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    /** «Меня нет в списке»: approving creates a rider from the account's name. */
    isNewRider: boolean('is_new_rider').notNull().default(false),
    /** The rider's name when claimed, for the review and the user's page. */
    participantName: text('participant_name').notNull().default(''),
    status: participantClaimStatusEnum('status').notNull().default('open'),
    /** The provider that signed the user in; null for an account with an e-mail and password. */
    provider: externalProviderEnum('provider'),
    signInFirstName: text('sign_in_first_name').notNull().default(''),
    signInLastName: text('sign_in_last_name').notNull().default(''),
    signInBirthYear: integer('sign_in_birth_year'),
    signInEmail: text('sign_in_email'),
    signInEmailConfirmed: boolean('sign_in_email_confirmed').notNull().default(false),
    comment: text('comment').notNull().default(''),
    strava: text('strava').notNull().default(''),
    /** A private file (kind document, owned by the claimant): the claimant and administrators read it. */
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    decidedOn: timestampTz('decided_on'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who decided, as they were named then (the account may be deleted later). */
    decidedByName: text('decided_by_name'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('participant_claims_one_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('participant_claims_user_idx').on(t.userId, t.createdOn),
    index('participant_claims_status_idx').on(t.status, t.createdOn),
    index('participant_claims_participant_idx').on(t.participantId),
  ],
);
