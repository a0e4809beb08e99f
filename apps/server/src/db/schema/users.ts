import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './common.js';
import { addRoleRequestStatusEnum, externalProviderEnum, roleEnum } from './enums.js';
import { organizers } from './organizers.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created through an external provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /**
     * The password was set by the configuration or printed at start (the default administrator, demo
     * accounts on a public address): every call but changing it is refused until it is changed (issue 36).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    rejectReason: text('reject_reason'),
    loginProvider: text('login_provider').notNull().default('Email'),
    providerKey: text('provider_key'),
    registrationDate: timestampTz('registration_date').notNull().defaultNow(),
    organizerId: integer('organizer_id').references((): AnyPgColumn => organizers.id, {
      onDelete: 'set null',
    }),
    /** Hash of the e-mail confirmation code (the code itself travels only in the mail). */
    emailConfirmationCodeHash: text('email_confirmation_code_hash'),
    /** Bumped on password change, block or role change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The rider's channels for notifications (issue 18): off by the profile or the mail's unsubscribe link. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyByMessenger: boolean('notify_by_messenger').notNull().default(true),
    /** Which results notices the rider wants (issue 19): their own, their followed riders', their followed events'. */
    notifyOwnResults: boolean('notify_own_results').notNull().default(true),
    notifyFavoriteParticipants: boolean('notify_favorite_participants').notNull().default(true),
    notifyFavoriteEvents: boolean('notify_favorite_events').notNull().default(true),
    /**
     * The account was linked to its rider by the old name rule (a sign-in or a confirmation with a
     * matching name) and no administrator has reviewed that link yet (issue 34). Links made since
     * come only from an approved claim.
     */
    linkedByName: boolean('linked_by_name').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_organizer_idx').on(t.organizerId),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.lastName} || ' ' || ${t.firstName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const addRoleRequests = pgTable(
  'add_role_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roleName: roleEnum('role_name').notNull(),
    organizerName: text('organizer_name').notNull().default(''),
    comment: text('comment').notNull().default(''),
    status: addRoleRequestStatusEnum('status').notNull().default('review'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The single-use code of an external sign-up that started from this request. */
    codeHash: text('code_hash'),
    ...timestamps,
  },
  (t) => [
    index('add_role_requests_user_idx').on(t.userId),
    index('add_role_requests_status_idx').on(t.status),
  ],
);

export const externalLogins = pgTable(
  'external_logins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: externalProviderEnum('provider').notNull(),
    providerKey: text('provider_key').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** What the provider said at the latest sign-in, as it said it (a claim keeps a copy for its review). */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    birthYear: integer('birth_year'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_logins_provider_key_uq').on(t.provider, t.providerKey),
    index('external_logins_user_idx').on(t.userId),
  ],
);

/** Single-use secrets sent by mail or messenger: password reset, admin invitation, bot links. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    addRoleRequestId: integer('add_role_request_id').references(() => addRoleRequests.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.purpose, t.tokenHash)],
);

/**
 * Failed sign-ins per account, by the SHA-256 of the lower-cased e-mail (addresses nobody registered
 * are counted too, and not kept in the clear): too many in a short window lock sign-in to that
 * address for a few minutes (domain/users/sign-in-throttle.ts). A success removes the row.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedOn: timestampTz('window_started_on').notNull(),
    lockedUntil: timestampTz('locked_until'),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedOn)],
);
