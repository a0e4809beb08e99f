import { CLUB_BEST_MAX } from '@velo/contracts/constants';
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

/**
 * The query of /rating/clubs/$key: the filters and N. Its route reads it with the list's reader (one
 * reader less on every page's first load); the page ignores page and size.
 */
export type ClubPageSearch = SearchOf<typeof clubFilterSearch>;
