import type { EventView } from '@velo/contracts';

import { HOME_LIMITS } from '@velo/contracts/page-requests';

/** The home page's lists (spec part 1 §9), with its requests (the server preloads them, issue 41). */
export { HOME_LIMITS };

/** The first 5 races are 'Ближайшие', positions 6 to 15 'Следующие'. */
export const splitUpcoming = (events: EventView[]) => ({
  nearest: events.slice(0, HOME_LIMITS.nearestCount),
  next: events.slice(HOME_LIMITS.nearestCount, HOME_LIMITS.upcomingPageSize),
});
