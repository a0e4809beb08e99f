import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './common.js';
import { organizers } from './organizers.js';
import { users } from './users.js';

/** A chat with the bot; bound to a portal user by the /start deep link. */
export const messengerUsers = pgTable(
  'messenger_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isSubscribed: boolean('is_subscribed').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('messenger_users_chat_uq').on(t.chatId),
    index('messenger_users_user_idx').on(t.userId),
  ],
);

/**
 * A public channel of the portal (TelegramChannel), for example one per organizer: its title and
 * member count are read from the Bot API when it is added and on each refresh.
 */
export const messengerChannels = pgTable(
  'messenger_channels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    username: text('username').notNull().default(''),
    memberCount: integer('member_count'),
    refreshedOn: timestampTz('refreshed_on'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('messenger_channels_chat_uq').on(t.chatId),
    index('messenger_channels_organizer_idx').on(t.organizerId),
  ],
);
