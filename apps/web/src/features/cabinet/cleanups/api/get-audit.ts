import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditRecordView } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';
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

/** The audit's list (below the clean-ups): the address's page. */
export const auditList = defineList<AuditRecordView>({
  query: (search) => getAuditQueryOptions({ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }),
});
