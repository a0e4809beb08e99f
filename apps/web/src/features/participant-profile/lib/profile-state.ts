import { FIRST_SEASON, currentSeason, type ParticipantProtocolSortField } from '@velo/contracts/constants';
import { PROFILE_DEFAULTS, type ProfileState } from '@velo/contracts/page-requests';
import { compactSearch } from '@/components/search-params';
import type { ProfileSearch } from '../search';

// The profile page's state, read from its URL (the route reads the URL: ../search.ts).

// The defaults and the state from the URL, shared with the server's page data (issue 41).
export { PROFILE_DEFAULTS, profileState, type ProfileState } from '@velo/contracts/page-requests';

/**
 * The year a profile opens on without a year in the link: the rider's last participated year,
 * kept inside the supported seasons (a rider without races: the newest season).
 */
export const defaultProfileYear = (lastParticipatedYear: number | null, today: Date = new Date()): number =>
  lastParticipatedYear === null
    ? currentSeason(today)
    : Math.min(currentSeason(today), Math.max(FIRST_SEASON, lastParticipatedYear));

/** Dates and points read best newest / highest first; names, places and clubs A→Я, 1→N. */
const FIRST_DIRECTION: Record<ParticipantProtocolSortField, 1 | -1> = {
  protocolName: 1,
  eventName: 1,
  eventDate: -1,
  place: 1,
  rating: -1,
  club: 1,
};

/** A click on a column: the same column flips its direction, another starts with its natural one. */
export const nextSort = (
  current: ProfileState['sort'],
  field: ParticipantProtocolSortField,
): Pick<ProfileSearch, 'sortFieldName' | 'sortDirection'> => ({
  sortFieldName: field,
  sortDirection: current.fieldName === field ? (current.direction === 1 ? -1 : 1) : FIRST_DIRECTION[field],
});

/**
 * The next query after a change: a new year, sort or size goes back to page 1; defaults are left out
 * of the URL.
 */
export const nextProfileSearch = (current: ProfileSearch, change: Partial<ProfileSearch>): ProfileSearch => {
  const next: ProfileSearch = { ...current, ...change };
  if (!('page' in change)) next.page = undefined;
  return compactSearch(next, PROFILE_DEFAULTS as Partial<ProfileSearch>);
};
