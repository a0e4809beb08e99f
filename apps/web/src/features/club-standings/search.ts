import { CLUB_BEST_DEFAULT, CLUB_BEST_MAX } from '@velo/contracts/constants';
import {
  genderParam,
  idParam,
  intParam,
  pageParam,
  searchReader,
  sizeParam,
  yearParam,
  type SearchOf,
} from '@/components/search-params';

/** N of the chooser: how many of a club's best riders count. */
export const CLUB_BEST_CHOICES = [3, 5, 10, 20] as const;
const bestParam = intParam((value) => value >= 1 && value <= CLUB_BEST_MAX);

/** The rating's filters and N, shared by both club pages (a missing or invalid value is the default). */
const clubFilterSearch = {
  year: yearParam,
  gender: genderParam,
  organizerId: idParam,
  clusterAgeCategoryId: idParam,
  best: bestParam,
};

/** The query of /rating/clubs: the filters, N, page and size. */
const clubStandingsSearch = { ...clubFilterSearch, page: pageParam, size: sizeParam };
export type ClubStandingsSearch = SearchOf<typeof clubStandingsSearch>;
export const validateClubStandingsSearch: (search: Record<string, unknown>) => ClubStandingsSearch =
  searchReader(clubStandingsSearch);

/** The query of /rating/clubs/$key: the filters and N. */
export type ClubPageSearch = SearchOf<typeof clubFilterSearch>;
export const validateClubPageSearch: (search: Record<string, unknown>) => ClubPageSearch =
  searchReader(clubFilterSearch);

/** The filters as the calls take them: N defaults to 5; a season outside the portal's is left to the server. */
export const clubFilterOf = (search: ClubPageSearch) => ({
  year: search.year,
  gender: search.gender ?? 'all',
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.clusterAgeCategoryId,
  best: search.best ?? CLUB_BEST_DEFAULT,
});
export type ClubFilter = ReturnType<typeof clubFilterOf>;
