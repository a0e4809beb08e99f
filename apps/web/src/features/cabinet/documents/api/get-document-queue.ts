import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DocumentQueueItem } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';

export type DocumentQueueRequest = { page: number; size: number };

/** POST /v1/Admin/paged-document-queue: riders whose documents wait for a decision, oldest first. */
export const getDocumentQueue = (request: DocumentQueueRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-document-queue', { body: request, signal });

export const getDocumentQueueQueryOptions = (request: DocumentQueueRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'documents', 'list', request] as const,
    queryFn: ({ signal }) => getDocumentQueue(request, signal),
    placeholderData: keepPreviousData,
  });

/** The document queue's list: the address's page. */
export const documentsList = defineList<DocumentQueueItem>({
  query: (search) =>
    getDocumentQueueQueryOptions({ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }),
});
