import {
  FIRST_SEASON,
  currentSeason,
  isSupportedSeason,
  type ParticipantProtocolSortField,
  type ProfileProtocolPageSize,
} from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import type { ProfileSearch } from '../search';

// The profile page's state, read from its URL (the route reads the URL: ../search.ts).

/** The newest race first. */
export const PROFILE_DEFAULTS = {
  page: 1,
  size: 10,
  sortFieldName: 'eventDate',
  sortDirection: -1,
  registration: false,
} as const;

export type ProfileState = {
  /** The year asked for, when it is a supported season; else the rider's last year decides. */
  year: number | undefined;
  fromRegistration: boolean;
  page: number;
  size: ProfileProtocolPageSize;
  sort: { fieldName: ParticipantProtocolSortField; direction: 1 | -1 };
};

export const profileState = (search: ProfileSearch): ProfileState => ({
  year: search.year !== undefined && isSupportedSeason(search.year) ? search.year : undefined,
  fromRegistration: search.registration ?? false,
  page: search.page ?? 1,
  size: search.size ?? PROFILE_DEFAULTS.size,
  sort: {
    fieldName: search.sortFieldName ?? PROFILE_DEFAULTS.sortFieldName,
    direction: search.sortDirection ?? PROFILE_DEFAULTS.sortDirection,
  },
});

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
