import { queryOptions, useQuery } from '@tanstack/react-query';
import { yearInReview } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** POST /v1/Participant/year-results: the year in review (the last completed season, three best places; §2.4). */
export const getYearResults = (participantId: number, signal?: AbortSignal) =>
  apiJson('POST /v1/Participant/year-results', { body: { participantId, ...yearInReview() }, signal });

export const getYearResultsQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'year-results', yearInReview().year] as const,
    queryFn: ({ signal }) => getYearResults(participantId, signal),
  });

export const useYearResults = (participantId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getYearResultsQueryOptions(participantId), enabled });
