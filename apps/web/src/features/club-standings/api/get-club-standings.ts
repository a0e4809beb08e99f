import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ClubFilter } from '../club-filter';

export type ClubStandingsQuery = ClubFilter & { page: number; size: number };

/** GET /v1/Club/standings: a page of the season's clubs by the sum of their best N riders' points. */
export const getClubStandings = (query: ClubStandingsQuery, signal?: AbortSignal) =>
  apiJson('GET /v1/Club/standings', { query, signal });

export const getClubStandingsQueryOptions = (query: ClubStandingsQuery) =>
  queryOptions({
    queryKey: ['club-standings', query] as const,
    queryFn: ({ signal }) => getClubStandings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClubStandings = (query: ClubStandingsQuery, enabled = true) =>
  useQuery({ ...getClubStandingsQueryOptions(query), enabled });
