import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Admin/participant-merge-preview: both riders side by side, their histories and the shared protocols. */
export const getMergePreview = (participantId: number, otherParticipantId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Admin/participant-merge-preview', {
    query: { participantId, otherParticipantId },
    signal,
  });

export const mergePreviewQueryOptions = (participantId: number, otherParticipantId: number) =>
  queryOptions({
    queryKey: ['participant-profile', participantId, 'merge-preview', otherParticipantId] as const,
    queryFn: ({ signal }) => getMergePreview(participantId, otherParticipantId, signal),
  });

export const useMergePreview = (participantId: number, otherParticipantId: number | null) =>
  useQuery({
    ...mergePreviewQueryOptions(participantId, otherParticipantId ?? 0),
    enabled: otherParticipantId !== null,
  });
