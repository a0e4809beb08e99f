import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { disciplines, events, favoriteEvents, organizers, protocols } from '../../db/schema/index.js';

export type FeedRow = {
  id: number;
  name: string;
  eventDate: string;
  url: string;
  updatedOn: Date;
  startLatitude: number | null;
  startLongitude: number | null;
  disciplineName: string | null;
  organizerName: string;
  isRating: boolean;
  hasLinkedProtocols: boolean;
};

/**
 * The feed's events from `since` on, by day: one organizer's, or a user's favourites (userId), or
 * every event.
 */
export const selectFeedRows = async (
  executor: Executor,
  userId: number | null,
  organizerId: number | undefined,
  since: string,
): Promise<FeedRow[]> => {
  const rows = await executor
    .select({
      id: events.id,
      name: events.name,
      eventDate: events.eventDate,
      url: events.url,
      updatedOn: events.updatedOn,
      startLatitude: events.startLatitude,
      startLongitude: events.startLongitude,
      disciplineName: disciplines.name,
      organizerName: organizers.name,
      isRating: events.isRating,
      hasLinkedProtocols: sql<boolean>`exists (select 1 from ${protocols} where ${protocols.eventId} = ${events.id})`,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(disciplines, eq(disciplines.id, events.disciplineId))
    .where(
      and(
        gte(events.eventDate, since),
        organizerId ? eq(events.organizerId, organizerId) : undefined,
        userId === null
          ? undefined
          : sql`exists (select 1 from ${favoriteEvents} where ${favoriteEvents.eventId} = ${events.id} and ${favoriteEvents.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id));
  return rows.map((row) => ({ ...row, hasLinkedProtocols: Boolean(row.hasLinkedProtocols) }));
};
