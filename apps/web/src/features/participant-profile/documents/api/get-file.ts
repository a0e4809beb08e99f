import { queryOptions } from '@tanstack/react-query';
import { useFetchQuery } from '@/hooks/use-fetch-query';
import { apiBlob } from '@/lib/api-client';

/** GET /v1/File/{id}: the file's bytes (with the bearer token; documents are private). */
export const getFile = (fileId: string, signal?: AbortSignal) =>
  apiBlob('GET /v1/File/{id}', { params: { id: fileId }, signal });

export const getFileQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: ['file', fileId] as const,
    queryFn: ({ signal }) => getFile(fileId, signal),
    // A download: read on a press, never kept (documents are private).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Reads a file on demand (the download button). */
export const useReadFile = () => useFetchQuery(getFileQueryOptions);
