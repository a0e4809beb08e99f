import type { ErrorBody, SetDocumentStatusRequest } from '@velo/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiRequest, ApiResponse } from '@velo/contracts/api';
import { ApiError, apiBlob, apiJson, authorizationHeader, callUrl, formDataOf } from '@/lib/api-client';
import { documentsRequest, type DocumentsDraft } from './draft';

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

/** POST /v1/Participant/edit-documents with only the documents that changed; answers them as stored. */
export const postEditDocuments = (participantId: number, draft: DocumentsDraft) =>
  apiJson('POST /v1/Participant/edit-documents', {
    body: documentsRequest(participantId, draft),
  });

/** POST /v1/Admin/set-participant-document-status; answers the documents as stored. */
export const postDocumentStatus = (request: SetDocumentStatusRequest) =>
  apiJson('POST /v1/Admin/set-participant-document-status', { body: request });

/** GET /v1/File/{id}/base64: a participant's file for the preview (part 2 §2.7). */
export const fileBase64Query = (fileId: string) =>
  queryOptions({
    queryKey: ['file-base64', fileId] as const,
    queryFn: ({ signal }) => apiJson('GET /v1/File/{id}/base64', { params: { id: fileId }, signal }),
    // Documents are private: nothing is kept once the dialog closes.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

/** GET /v1/File/{id}: the file's bytes (with the bearer token; documents are private). */
export const fetchFileBlob = (fileId: string) => apiBlob('GET /v1/File/{id}', { params: { id: fileId } });

/** base64 → Blob of the given type. */
export const base64ToBlob = (content: string, contentType: string): Blob => {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
};

/** Saves a blob under a name through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** A file name for a download: the document's name plus the extension of its type. */
export const downloadName = (documentName: string, contentType: string): string => {
  const extension =
    contentType === 'application/pdf'
      ? '.pdf'
      : contentType === 'image/png'
        ? '.png'
        : contentType === 'image/jpeg'
          ? '.jpg'
          : '';
  return `${documentName}${extension}`;
};
