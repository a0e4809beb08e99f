import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

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

export const useDocumentQueue = (request: DocumentQueueRequest, enabled = true) =>
  useQuery({ ...getDocumentQueueQueryOptions(request), enabled });
