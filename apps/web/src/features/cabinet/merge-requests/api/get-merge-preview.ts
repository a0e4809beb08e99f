import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Admin/participant-merge-preview: the requester's rider and the other record side by side. */
export const getMergePreview = (participantId: number, otherParticipantId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Admin/participant-merge-preview', {
    query: { participantId, otherParticipantId },
    signal,
  });

export const getMergePreviewQueryOptions = (participantId: number, otherParticipantId: number) =>
  queryOptions({
    queryKey: ['cabinet', 'mergeRequests', 'preview', participantId, otherParticipantId] as const,
    queryFn: ({ signal }) => getMergePreview(participantId, otherParticipantId, signal),
  });

export const useMergePreview = (participantId: number, otherParticipantId: number | null) =>
  useQuery({
    ...getMergePreviewQueryOptions(participantId, otherParticipantId ?? 0),
    enabled: otherParticipantId !== null,
  });
