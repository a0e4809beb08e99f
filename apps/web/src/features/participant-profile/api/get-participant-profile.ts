import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantProfile } from '@velo/contracts';
import { participantInfoQuery } from '@velo/contracts/page-requests';
import { ApiError, apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';
import { profileKeys } from './keys';

/** Who looks at the profile: favourites, ownership and documents depend on it. */
export type ProfileViewer = { token: string | null; participantId: number | null };

/**
 * GET /v1/Participant/participant-info (year left out: the rider's last participated year). On an
 * error other than 404 the owner's profile falls back to GET /v1/Participant/participant-lk.
 */
export const getParticipantProfile = async (
  participantId: number,
  year: number | undefined,
  ownParticipantId: number | null,
  signal?: AbortSignal,
): Promise<ParticipantProfile> => {
  try {
    return await apiJson('GET /v1/Participant/participant-info', {
      query: participantInfoQuery(participantId, year),
      signal,
    });
  } catch (error) {
    const fallback =
      ownParticipantId === participantId && !(error instanceof ApiError && error.status === 404);
    if (!fallback) throw error;
    return apiJson('GET /v1/Participant/participant-lk', { query: { year }, signal });
  }
};

export const getParticipantProfileQueryOptions = (
  participantId: number,
  year: number | undefined,
  viewer: ProfileViewer,
) =>
  queryOptions({
    queryKey: profileKeys.profile(participantId, year, viewer.token),
    queryFn: ({ signal }) => getParticipantProfile(participantId, year, viewer.participantId, signal),
    // Another year of the same rider keeps the page in place while it loads.
    placeholderData: (previous) => (previous?.id === participantId ? previous : undefined),
    meta: FAVOURITE_MARKS,
  });

export const useParticipantProfile = (
  participantId: number,
  year: number | undefined,
  viewer: ProfileViewer,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getParticipantProfileQueryOptions(participantId, year, viewer), enabled });
