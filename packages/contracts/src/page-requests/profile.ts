import {
  isSupportedSeason,
  type ParticipantProtocolSortField,
  type ProfileProtocolPageSize,
} from '../constants/index.js';

/** A rider's page's query (/rating/details/$id), as the route reads it. */
export type ProfileSearch = {
  year?: number;
  registration?: boolean;
  page?: number;
  size?: ProfileProtocolPageSize;
  sortFieldName?: ParticipantProtocolSortField;
  sortDirection?: 1 | -1;
};

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

/** GET /v1/Participant/participant-info: a rider's profile of a year (their last one without). */
export const participantInfoQuery = (participantId: number, year: number | undefined) => ({
  participantId,
  year,
  includeParticipantFavoritesMark: true,
});

/** POST /v1/Participant/participant-protocols: a page of the rider's protocols of a year. */
export const participantProtocolsRequest = (
  participantId: number,
  year: number,
  table: Pick<ProfileState, 'page' | 'size' | 'sort'>,
) => ({ participantId, year, page: table.page, size: table.size, sort: table.sort });

/** GET /v1/Protocol/{id}: a protocol with the signed-in rider's marks. */
export const PROTOCOL_QUERY = { includeParticipantFavoritesMarks: true } as const;
