import type { Executor } from '../../db/database.js';
import {
  eventFilters,
  eventOrder,
  selectEventViews,
  type EventViewRow,
} from '../events/events-repository.js';

/** How many events /next lists. */
export const NEXT_EVENTS_COUNT = 5;

export type NextEvents = { source: 'favorites' | 'calendar'; events: EventViewRow[] };

const upcoming = (executor: Executor, fromDay: string, favoritesOf: number | null) =>
  selectEventViews(executor, {
    where: eventFilters(
      {
        searchStartDate: fromDay,
        searchEndDate: null,
        organizerId: null,
        disciplineTypeId: null,
        searchText: null,
        getOnlyUserFavoritesEvents: favoritesOf !== null,
      },
      favoritesOf,
    ),
    // Soonest first, then by id.
    orderBy: eventOrder(null, 'asc'),
    limit: NEXT_EVENTS_COUNT,
  });

/**
 * /next: a linked user's favourite events from `fromDay` (YYYY-MM-DD) on, soonest first; without a
 * linked user, or with no favourite ahead, the next events of the calendar.
 */
export const nextEventsFor = async (
  executor: Executor,
  userId: number | null,
  fromDay: string,
): Promise<NextEvents> => {
  if (userId !== null) {
    const favorites = await upcoming(executor, fromDay, userId);
    if (favorites.length > 0) return { source: 'favorites', events: favorites };
  }
  return { source: 'calendar', events: await upcoming(executor, fromDay, null) };
};
