import {
  directionParam,
  flagParam,
  oneOf,
  pageParam,
  searchReader,
  type SearchOf,
  yearParam,
} from '@/components/search-params';
import { PARTICIPANT_PROTOCOL_SORT_FIELDS, PROFILE_PROTOCOL_PAGE_SIZES } from '@velo/contracts/constants';

/**
 * The query of /rating/details/{id}: year (the tab), registration (came from a sign-up: Back goes
 * to /), and the protocols table's page, size, sortFieldName and sortDirection. A missing or invalid
 * value is the default; a year outside the seasons is no year (the rider's last one).
 */
const profileSearch = {
  year: yearParam,
  registration: flagParam,
  page: pageParam,
  size: oneOf(PROFILE_PROTOCOL_PAGE_SIZES),
  sortFieldName: oneOf(PARTICIPANT_PROTOCOL_SORT_FIELDS),
  sortDirection: directionParam,
};
export type ProfileSearch = SearchOf<typeof profileSearch>;

export const validateProfileSearch: (search: Record<string, unknown>) => ProfileSearch =
  searchReader(profileSearch);
