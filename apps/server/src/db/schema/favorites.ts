import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { events } from './events.js';
import { participants } from './participants.js';
import { users } from './users.js';

export const favoriteParticipants = pgTable(
  'favorite_participants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.participantId] }),
    index('favorite_participants_participant_idx').on(t.participantId),
  ],
);

export const favoriteEvents = pgTable(
  'favorite_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('favorite_events_event_idx').on(t.eventId)],
);
