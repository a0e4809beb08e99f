import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ClubFilter } from '../club-filter';

/** GET /v1/Club/{key}: a club's riders with their points and places, and its line in the standings. */
export const getClub = (key: string, query: ClubFilter, signal?: AbortSignal) =>
  apiJson('GET /v1/Club/{key}', { params: { key }, query, signal });

export const getClubQueryOptions = (key: string, query: ClubFilter) =>
  queryOptions({
    queryKey: ['club-standings', 'club', key, query] as const,
    queryFn: ({ signal }) => getClub(key, query, signal),
    placeholderData: keepPreviousData,
  });

export const useClub = (key: string, query: ClubFilter, enabled = true) =>
  useQuery({ ...getClubQueryOptions(key, query), enabled });
