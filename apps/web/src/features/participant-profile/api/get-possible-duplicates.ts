import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/Participant/possible-duplicates (issue 34): 'Возможно, это тоже вы', for the owner. */
export const getPossibleDuplicates = (participantId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/possible-duplicates', { query: { participantId }, signal });

export const getPossibleDuplicatesQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'duplicates'] as const,
    queryFn: ({ signal }) => getPossibleDuplicates(participantId, signal),
  });

export const usePossibleDuplicates = (participantId: number, enabled: boolean) =>
  useQuery({ ...getPossibleDuplicatesQueryOptions(participantId), enabled });
