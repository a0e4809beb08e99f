import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './common.js';
import { genderEnum } from './enums.js';
import { events } from './events.js';
import { participants } from './participants.js';
import { users } from './users.js';

/**
 * An upcoming event's start list (issue 19): who is registered. One per event; a new upload
 * replaces it. Its rows are people read from the organizer's file, not results.
 */
export const startLists = pgTable('start_lists', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One registered rider, as the file names them; `participantId` is the portal's rider when the row
 * was linked or matched by name and year of birth (no rider is created from a start list).
 */
export const startListEntries = pgTable(
  'start_list_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => startLists.eventId, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    yearOfBirth: integer('year_of_birth'),
    gender: genderEnum('gender'),
    club: text('club').notNull().default(''),
    city: text('city').notNull().default(''),
  },
  (t) => [
    index('start_list_entries_event_idx').on(t.eventId, t.rowNumber),
    index('start_list_entries_participant_idx').on(t.participantId),
  ],
);
