import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { isSupportedSeason } from '@velo/contracts/constants';
import { useParticipantProfile } from '../api/get-participant-profile';
import { defaultProfileYear } from '../lib/profile-state';

/**
 * The rider's profile for the year of the link. Without a year the server answers the rider's last
 * participated year; when that is outside the seasons, the nearest season is asked for instead.
 */
export const useProfileOfYear = (participantId: number, year: number | undefined, enabled: boolean) => {
  const session = useSession();
  const { user } = useCurrentUser();
  const viewer = { token: session?.token ?? null, participantId: user?.participantId ?? null };

  const first = useParticipantProfile(participantId, year, viewer, { enabled });
  const answeredYear = first.data?.year;
  const fallbackYear =
    year === undefined && answeredYear !== undefined && !isSupportedSeason(answeredYear)
      ? defaultProfileYear(first.data?.lastParticipatedYear ?? null)
      : undefined;
  const second = useParticipantProfile(participantId, fallbackYear, viewer, {
    enabled: enabled && fallbackYear !== undefined,
  });
  const shown = fallbackYear !== undefined ? second : first;
  return { profile: shown.data, error: shown.error, year: year ?? fallbackYear ?? answeredYear };
};
