import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/File/{id}/base64: a participant's file for the preview (part 2 §2.7). */
export const getFileBase64 = (fileId: string, signal?: AbortSignal) =>
  apiJson('GET /v1/File/{id}/base64', { params: { id: fileId }, signal });

export const getFileBase64QueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: ['file-base64', fileId] as const,
    queryFn: ({ signal }) => getFileBase64(fileId, signal),
    // Documents are private: nothing is kept once the dialog closes.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

export const useFileBase64 = (fileId: string) => useQuery(getFileBase64QueryOptions(fileId));
