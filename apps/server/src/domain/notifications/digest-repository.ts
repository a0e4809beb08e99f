import { and, asc, between, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  events,
  favoriteEvents,
  messengerUsers,
  organizers,
  userRoles,
  users,
} from '../../db/schema/index.js';
import type { DeliveryChannel } from '../notices/delivery-queue.js';

export type UpcomingEvent = { id: number; name: string; eventDate: string; organizer: string };

/** The events of the days from..to, by day and name, with their organizer. */
export const upcomingEvents = (executor: Executor, from: string, to: string): Promise<UpcomingEvent[]> =>
  executor
    .select({ id: events.id, name: events.name, eventDate: events.eventDate, organizer: organizers.name })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(between(events.eventDate, from, to))
    .orderBy(asc(events.eventDate), asc(events.name));

/** Riders to write to: by e-mail, confirmed riders; by the messenger, accounts with a subscribed chat. */
export const digestRecipients = async (executor: Executor, channel: DeliveryChannel): Promise<number[]> => {
  const active = and(eq(users.isBlocked, false), eq(users.isRejected, false));
  const rows =
    channel === 'email'
      ? await executor
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              active,
              eq(users.isConfirmed, true),
              eq(users.notifyByEmail, true),
              exists(
                executor
                  .select({ userId: userRoles.userId })
                  .from(userRoles)
                  .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Participant'))),
              ),
            ),
          )
          .orderBy(users.id)
      : await executor
          .selectDistinct({ id: users.id })
          .from(users)
          .innerJoin(messengerUsers, eq(messengerUsers.userId, users.id))
          .where(
            and(
              active,
              eq(users.notifyByMessenger, true),
              eq(messengerUsers.isSubscribed, true),
              isNotNull(messengerUsers.userId),
            ),
          )
          .orderBy(users.id);
  return rows.map((row) => row.id);
};

/** Which of these events each of these users follows. */
export const favouritesAmong = async (executor: Executor, userIds: number[], eventIds: number[]) =>
  executor
    .select({ userId: favoriteEvents.userId, eventId: favoriteEvents.eventId })
    .from(favoriteEvents)
    .where(and(inArray(favoriteEvents.userId, userIds), inArray(favoriteEvents.eventId, eventIds)));
