import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS, guestAnswerMeanwhile } from '@/lib/query-client';
import { upcomingEventsRequest } from '@velo/contracts/page-requests';

/** POST /v1/Event/paged: 15 races from today, by date ascending. */
export const getUpcomingEvents = (today: string, signal?: AbortSignal) =>
  apiJson('POST /v1/Event/paged', {
    body: upcomingEventsRequest(today),
    signal,
  });

export const getUpcomingEventsQueryOptions = (today: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'upcoming', today, signedIn] as const,
    placeholderData: guestAnswerMeanwhile(['home', 'upcoming', today, signedIn] as const),
    queryFn: ({ signal }) => getUpcomingEvents(today, signal),
    meta: FAVOURITE_MARKS,
  });

export const useUpcomingEvents = (today: string, signedIn: boolean) =>
  useQuery(getUpcomingEventsQueryOptions(today, signedIn));
