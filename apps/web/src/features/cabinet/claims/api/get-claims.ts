import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantClaimStatus } from '@velo/contracts/enums';
import { apiJson } from '@/lib/api-client';

export type ClaimsRequest = { status: ParticipantClaimStatus; page: number; size: number };

/** POST /v1/Admin/paged-participant-claims: claims of one status with the evidence and the rider. */
export const getClaims = (request: ClaimsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-participant-claims', { body: request, signal });

export const getClaimsQueryOptions = (request: ClaimsRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'claims', 'list', request] as const,
    queryFn: ({ signal }) => getClaims(request, signal),
    placeholderData: keepPreviousData,
  });

export const useClaims = (request: ClaimsRequest, enabled = true) =>
  useQuery({ ...getClaimsQueryOptions(request), enabled });
