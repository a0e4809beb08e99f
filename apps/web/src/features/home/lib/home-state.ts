import { compactSearch } from '@/components/search-params';
import type { HomeSearch } from '../search';

// The home page's filters, read from its URL (the route reads the URL: ../search.ts).

/** A change of the filters: a new organizer resets the cluster (spec part 1 §2.4). */
export const nextHomeSearch = (current: HomeSearch, change: Partial<HomeSearch>): HomeSearch => {
  const next = { ...current, ...change };
  if ('organizerId' in change && change.organizerId !== current.organizerId)
    next.clusterAgeCategoryId = undefined;
  if (next.organizerId === undefined) next.clusterAgeCategoryId = undefined;
  return compactSearch(next, { gender: 'all' });
};

/**
 * The link 'Просмотреть весь рейтинг по сезонам': /rating/overview with organizerId, year (none),
 * clusterAgeCategoryId and gender.
 */
export const fullRatingSearch = (search: HomeSearch) =>
  compactSearch(
    {
      organizerId: search.organizerId,
      clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
      gender: search.gender,
    },
    { gender: 'all' },
  );
