import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Admin/suggest-participant: riders by a part of the name, for choosing whom to merge. */
export const suggestParticipants = (query: string, signal?: AbortSignal) =>
  apiJson('GET /v1/Admin/suggest-participant', { query: { query, takeCount: 10 }, signal });

export const suggestParticipantsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['participant-profile', 'suggest', query] as const,
    queryFn: ({ signal }) => suggestParticipants(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Asked once two letters are typed. */
export const useSuggestParticipants = (query: string) =>
  useQuery({ ...suggestParticipantsQueryOptions(query.trim()), enabled: query.trim().length >= 2 });
