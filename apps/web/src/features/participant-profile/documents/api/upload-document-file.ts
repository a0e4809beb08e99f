import { useMutation } from '@tanstack/react-query';
import type { ErrorBody } from '@velo/contracts';
import type { ApiRequest, ApiResponse } from '@velo/contracts/api';
import { ApiError, authorizationHeader, callUrl, formDataOf } from '@/lib/api-client';

const UPLOAD = 'POST /v1/File';

/**
 * POST /v1/File (multipart: file, kind=document). Sent with XMLHttpRequest rather than fetch: only
 * it reports how much of the body has gone, for the progress bar of a large upload (ui.md).
 * Fails with an ApiError carrying the server's `{ Error }` (413, 415, …), or status 0 when the
 * network failed.
 */
export const uploadDocumentFile = (
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ApiResponse<typeof UPLOAD>> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', callUrl(UPLOAD));
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const readBody = (): unknown => {
      try {
        return JSON.parse(request.responseText) as unknown;
      } catch {
        return null;
      }
    };
    request.onload = () => {
      const body = readBody();
      if (request.status >= 200 && request.status < 300 && body) resolve(body as ApiResponse<typeof UPLOAD>);
      else {
        const error = body as ErrorBody | null;
        reject(new ApiError(request.status, typeof error?.Error === 'string' ? error : null));
      }
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new DOMException('Загрузка отменена', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form: ApiRequest<typeof UPLOAD>['form'] = { kind: 'document', file };
    request.send(formDataOf(form));
  });

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
