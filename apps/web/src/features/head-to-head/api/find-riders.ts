import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * POST /v1/Statistic/paged-rating by name: the riders of the newest season's rating whose name has
 * the typed text, ten at most, for choosing whom to compare with.
 */
export const findRiders = (name: string, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-rating', {
    body: { name, size: 10, page: 1, getOnlyUserFavoritesParticipants: false },
    signal,
  });

export const findRidersQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['head-to-head', 'riders', name] as const,
    queryFn: ({ signal }) => findRiders(name, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (page) => page.participants.items.map((entry) => entry.participant),
  });

/** Asked once two letters are typed. */
export const useFindRiders = (name: string) =>
  useQuery({ ...findRidersQueryOptions(name.trim()), enabled: name.trim().length >= 2 });
