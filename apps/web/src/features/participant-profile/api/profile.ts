import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ParticipantProfile, ParticipantProtocolRow } from '@velo/contracts';
import { ApiError, apiBoolean, apiJson, apiText } from '@/lib/api-client';
import { YEAR_IN_REVIEW } from '@velo/contracts/constants';
import type { EditParticipantInfoFields } from '../lib/edit-form';
import type { ProfileState } from '../search';

/*
 * The profile's calls (part 2 §7.1). The profile's key starts with 'rating', so a favourite toggle
 * (components/favourites) refreshes its star; the rest live under 'participant-profile'.
 */
export const PROFILE_KEY = ['rating', 'profile'] as const;
export const PROFILE_DATA_KEY = ['participant-profile'] as const;

/**
 * GET /v1/Participant/participant-info (year left out: the rider's last participated year). On an
 * error other than 404 the owner's profile falls back to GET /v1/Participant/participant-lk.
 */
export const fetchProfile = async (
  participantId: number,
  year: number | undefined,
  ownParticipantId: number | null,
  signal?: AbortSignal,
): Promise<ParticipantProfile> => {
  try {
    return await apiJson('GET /v1/Participant/participant-info', {
      query: { participantId, year, includeParticipantFavoritesMark: true },
      signal,
    });
  } catch (error) {
    const fallback =
      ownParticipantId === participantId && !(error instanceof ApiError && error.status === 404);
    if (!fallback) throw error;
    return apiJson('GET /v1/Participant/participant-lk', { query: { year }, signal });
  }
};

export const profileQuery = (
  participantId: number,
  year: number | undefined,
  viewer: { token: string | null; participantId: number | null },
) =>
  queryOptions({
    // Favourites, ownership and documents depend on who asks.
    queryKey: [...PROFILE_KEY, participantId, year ?? null, viewer.token] as const,
    queryFn: ({ signal }) => fetchProfile(participantId, year, viewer.participantId, signal),
    // Another year of the same rider keeps the page in place while it loads.
    placeholderData: (previous) => (previous?.id === participantId ? previous : undefined),
  });

export type ProtocolsPage = { items: ParticipantProtocolRow[]; totalCount: number; ratingSum: number };

/** POST /v1/Participant/participant-protocols: a page of the rider's protocols of a year. */
export const protocolsQuery = (
  participantId: number,
  year: number,
  table: Pick<ProfileState, 'page' | 'size' | 'sort'>,
) =>
  queryOptions({
    queryKey: [...PROFILE_DATA_KEY, participantId, 'protocols', year, table] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Participant/participant-protocols', {
        body: { participantId, year, page: table.page, size: table.size, sort: table.sort },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/Participant/season-progress (beyond the spec): the season race day by race day. */
export const seasonProgressQuery = (participantId: number, year: number) =>
  queryOptions({
    queryKey: [...PROFILE_DATA_KEY, participantId, 'season-progress', year] as const,
    queryFn: ({ signal }) =>
      apiJson('GET /v1/Participant/season-progress', { query: { participantId, year }, signal }),
  });

/** GET /v1/Participant/participant-qr-code-svg: asked for when the owner flips the card (§2.2). */
export const qrCodeQuery = (participantId: number) =>
  queryOptions({
    queryKey: [...PROFILE_DATA_KEY, participantId, 'qr'] as const,
    queryFn: ({ signal }) =>
      apiText('GET /v1/Participant/participant-qr-code-svg', { query: { participantId }, signal }),
    staleTime: Infinity,
  });

/** POST /v1/Participant/year-results: the year in review (2024, three best places; §2.4). */
export const yearResultsQuery = (participantId: number) =>
  queryOptions({
    queryKey: [...PROFILE_DATA_KEY, participantId, 'year-results', YEAR_IN_REVIEW.year] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Participant/year-results', {
        body: { participantId, ...YEAR_IN_REVIEW },
        signal,
      }),
  });

/**
 * POST /v1/Participant/edit-participant-info (multipart). The page shows its own toasts for 401 and
 * 403 (§7.1: 'Нет доступа'); a 502 still means maintenance.
 */
export const editParticipantInfo = (form: EditParticipantInfoFields) =>
  apiJson('POST /v1/Participant/edit-participant-info', { form, quiet: 'auth' });

/** DELETE /v1/User/delete-current: unlinks the account from the rider and deletes it (§2.1). */
export const deleteCurrentUser = () => apiBoolean('DELETE /v1/User/delete-current');
