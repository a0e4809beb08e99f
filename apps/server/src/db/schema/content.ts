import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, timestampTz } from './common.js';
import { notificationTypeEnum } from './enums.js';
import { events } from './events.js';
import { participants } from './participants.js';
import { users } from './users.js';

/** News; the header ticker shows titles whose visibility window includes today. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    startVisibleInRunningLine: timestampTz('start_visible_in_running_line'),
    endVisibleInRunningLine: timestampTz('end_visible_in_running_line'),
    ...timestamps,
  },
  (t) => [index('news_visibility_idx').on(t.startVisibleInRunningLine, t.endVisibleInRunningLine)],
);

/** A text prepared for sending (mail or messenger), edited and sent by an administrator. */
export const notificationMessages = pgTable('notification_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  text: text('text').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isSent: boolean('is_sent').notNull().default(false),
  ...timestamps,
});

/** Something administrators (or a rider) should know: documents to check, requests, failures. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    notificationType: notificationTypeEnum('notification_type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    /** The recipient; null = every administrator. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    /** The account the notification is about (a sign-up waiting for confirmation), not its recipient. */
    aboutUserId: integer('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event the notification is about. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    notificationMessageId: integer('notification_message_id').references(() => notificationMessages.id, {
      onDelete: 'set null',
    }),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    processedDate: timestampTz('processed_date'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
    /** One notification per event: the same event again (a digest of the same week) finds this key taken. */
    dedupeKey: text('dedupe_key'),
    /** The last delivery failure (cleared on delivery), and how many delivery runs failed. */
    deliveryError: text('delivery_error'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveredOn: timestampTz('delivered_on'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_uq').on(t.dedupeKey),
    index('notifications_unread_idx').on(t.hasBeenRead, t.createdOn),
    index('notifications_user_idx').on(t.userId),
    // Deleting or merging a rider sets or moves its notifications; the document queue reads them.
    index('notifications_participant_idx').on(t.participantId),
  ],
);

/**
 * What went out (issue 18): one row per notification and channel ('email', 'chat:<id>'), taken
 * before sending, so a delivery run again sends nothing twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    key: text('key').primaryKey(),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_notification_idx').on(t.notificationId)],
);

export const feedbackStatusEnum = pgEnum('feedback_status', ['new', 'answered']);

/** The footer's feedback form: who wrote, from which page, and whether an administrator answered. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The account that sent it, when signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull(),
    page: text('page').notNull().default(''),
    status: feedbackStatusEnum('status').notNull().default('new'),
    answeredOn: timestampTz('answered_on'),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_on_idx').on(t.createdOn), index('feedback_status_idx').on(t.status)],
);

/**
 * The administrators' broadcasts as they ran (issue 42): which one, when, by whom (null: the
 * weekly schedule, or an account deleted since) and what it did; the notifications view shows
 * the last run of each.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** yearResults, closestEventsEmail or closestEventsMessenger (contracts' BROADCAST_KINDS). */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The season of the year results; null for the digests. */
    year: integer('year'),
    notifications: integer('notifications').notNull(),
    alreadyNotified: integer('already_notified').notNull(),
    sentOn: timestampTz('sent_on').notNull().defaultNow(),
  },
  (t) => [index('notification_broadcasts_kind_idx').on(t.kind, t.sentOn)],
);
