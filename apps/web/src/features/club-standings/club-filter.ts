import { CLUB_BEST_DEFAULT } from '@velo/contracts/constants';
import type { ClubPageSearch } from './search';

// Apart from search.ts, which the router reads on every page: these only the club pages use.

/** N of the chooser: how many of a club's best riders count. */
export const CLUB_BEST_CHOICES = [3, 5, 10, 20] as const;
/** The filters as the calls take them: N defaults to 5; a season outside the portal's is left to the server. */
export const clubFilterOf = (search: ClubPageSearch) => ({
  year: search.year,
  gender: search.gender ?? 'all',
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.clusterAgeCategoryId,
  best: search.best ?? CLUB_BEST_DEFAULT,
});
export type ClubFilter = ReturnType<typeof clubFilterOf>;
