import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { AUDIT_KEY } from './keys';

export type AuditListRequest = { page: number; size: number };

/** POST /v1/Admin/paged-audit: clean-ups, merges, corrections and undos, newest first. */
export const getAudit = (request: AuditListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-audit', { body: request, signal });

export const getAuditQueryOptions = (request: AuditListRequest) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, request] as const,
    queryFn: ({ signal }) => getAudit(request, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (request: AuditListRequest) => useQuery(getAuditQueryOptions(request));
