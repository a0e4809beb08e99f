import type { EventView } from '@velo/contracts';

/** The home page's lists (spec part 1 §9). */
export const HOME_LIMITS = {
  upcomingPageSize: 15,
  nearestCount: 5,
  todayResults: 2,
  lastResults: 3,
  ratingRows: 10,
} as const;

/** The first 5 races are 'Ближайшие', positions 6 to 15 'Следующие'. */
export const splitUpcoming = (events: EventView[]) => ({
  nearest: events.slice(0, HOME_LIMITS.nearestCount),
  next: events.slice(HOME_LIMITS.nearestCount, HOME_LIMITS.upcomingPageSize),
});
