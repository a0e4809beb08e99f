import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload';

/**
 * POST /v1/File (multipart: file, kind=document), with the upload's progress (apiUpload). Fails with
 * an ApiError carrying the server's `{ Error }` (413, 415, …), or status 0 when the network failed.
 */
export const uploadDocumentFile = (file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  apiUpload('POST /v1/File', { form: { kind: 'document', file }, onProgress, signal, quiet: true });

export type DocumentUpload = { file: File; onProgress: (percent: number) => void; signal?: AbortSignal };

/**
 * An upload of the owner's draft: the file is stored, not yet attached (the draft's Save attaches it),
 * so no cached answer changes.
 */
export const useUploadDocumentFile = () =>
  useMutation({
    mutationFn: ({ file, onProgress, signal }: DocumentUpload) =>
      uploadDocumentFile(file, onProgress, signal),
  });
