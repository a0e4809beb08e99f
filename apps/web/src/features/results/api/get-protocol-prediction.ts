import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Skill/protocol-prediction (issue 39): how the race went against the prediction before it. */
export const getProtocolPrediction = (protocolId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Skill/protocol-prediction', { query: { protocolId }, signal });

export const getProtocolPredictionQueryOptions = (protocolId: number) =>
  queryOptions({
    queryKey: ['protocols', 'prediction', protocolId] as const,
    queryFn: ({ signal }) => getProtocolPrediction(protocolId, signal),
    staleTime: 5 * 60_000,
  });

export const useProtocolPrediction = (protocolId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProtocolPredictionQueryOptions(protocolId), enabled });
