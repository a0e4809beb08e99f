import type { QueryClient } from '@tanstack/react-query';
import type { ParticipantProfile } from '@velo/contracts';

/**
 * The query keys of a rider's page: everything of one rider under one prefix, so a save reads it all
 * again with one invalidation. The profile carries favourite marks: its query's meta says so.
 */
export const profileKeys = {
  rider: (participantId: number) => ['participant-profile', participantId] as const,
  profiles: (participantId: number) => ['participant-profile', participantId, 'profile'] as const,
  profile: (participantId: number, year: number | undefined, token: string | null) =>
    ['participant-profile', participantId, 'profile', year ?? null, token] as const,
  protocols: (participantId: number) => ['participant-profile', participantId, 'protocols'] as const,
};

/** Applies a change to every cached profile of the rider (each year, each viewer). */
export const patchCachedProfiles = (
  queryClient: QueryClient,
  participantId: number,
  patch: (profile: ParticipantProfile) => ParticipantProfile,
) =>
  queryClient.setQueriesData<ParticipantProfile>(
    { queryKey: profileKeys.profiles(participantId) },
    (current) => (current ? patch(current) : current),
  );
