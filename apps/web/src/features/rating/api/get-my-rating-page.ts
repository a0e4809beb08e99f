import { queryOptions } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

type PageRequest = RatingFilter & { participantId: number };

/** POST /v1/ParticipantRating/participant-rating-page: the page a rider stands on (0 when absent). */
export const getMyRatingPage = (request: PageRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/ParticipantRating/participant-rating-page', { body: request, signal });

export const getMyRatingPageQueryOptions = (request: PageRequest) =>
  queryOptions({
    queryKey: ['rating', 'page-of', request] as const,
    queryFn: ({ signal }) => getMyRatingPage(request, signal),
    // Asked on a press: the answer of a moment ago is the same answer.
    staleTime: 10_000,
  });
