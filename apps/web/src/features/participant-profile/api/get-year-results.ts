import { queryOptions, useQuery } from '@tanstack/react-query';
import { YEAR_IN_REVIEW } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** POST /v1/Participant/year-results: the year in review (2024, three best places; §2.4). */
export const getYearResults = (participantId: number, signal?: AbortSignal) =>
  apiJson('POST /v1/Participant/year-results', { body: { participantId, ...YEAR_IN_REVIEW }, signal });

export const getYearResultsQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'year-results', YEAR_IN_REVIEW.year] as const,
    queryFn: ({ signal }) => getYearResults(participantId, signal),
  });

export const useYearResults = (participantId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getYearResultsQueryOptions(participantId), enabled });
