import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiBlob, apiJson } from '@/lib/api-client';
import { base64ToBlob } from '@/lib/files';

/** GET /v1/File/{id}/base64: a participant's file for the preview (part 2 §2.7). */
export const getFileBase64 = (fileId: string, signal?: AbortSignal) =>
  apiJson('GET /v1/File/{id}/base64', { params: { id: fileId }, signal });

/** A stored document ready to show: its bytes and, when the server said it, its name. */
export type PreviewFile = { blob: Blob; fileName: string | null };

/**
 * The document's bytes: in base64 as the spec has it, or, for a document over the base64 call's
 * limit (413, issue 36), streamed from GET /v1/File/{id}, which keeps no copy of it in memory.
 */
export const getPreviewFile = async (fileId: string, signal?: AbortSignal): Promise<PreviewFile> => {
  try {
    const data = await getFileBase64(fileId, signal);
    return { blob: base64ToBlob(data.content, data.contentType), fileName: data.fileName || null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 413) throw error;
    return { blob: await apiBlob('GET /v1/File/{id}', { params: { id: fileId }, signal }), fileName: null };
  }
};

export const getFileBase64QueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: ['file-base64', fileId] as const,
    queryFn: ({ signal }) => getPreviewFile(fileId, signal),
    // Documents are private: nothing is kept once the dialog closes.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

export const useFileBase64 = (fileId: string) => useQuery(getFileBase64QueryOptions(fileId));
