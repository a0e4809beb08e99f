import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';

/**
 * Counts of the request limits (issue 36): one row per limited thing and window — a route and a
 * client address (IPv6 by its /64), a mail recipient, an account, an organizer — so every server
 * process sharing the database counts together. rate-limiter-flexible's Drizzle store upserts it
 * (infra/rate-limits); expired rows go with the hourly clean-up.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestampTz('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * What was told to whom already (issue 36, finding 12): a key per thing told (a rider's result in an
 * event to a user, a podium of an event to a channel), so deleting and creating a protocol again,
 * or a partner's new package of the same results, tells nobody twice.
 */
export const noticeKeys = pgTable(
  'notice_keys',
  {
    key: text('key').primaryKey(),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [index('notice_keys_created_idx').on(t.createdOn)],
);
