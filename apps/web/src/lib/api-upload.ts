import type { ErrorBody } from '@velo/contracts';
import type { ApiResponse } from '@velo/contracts/api';
import {
  ApiError,
  authorizationHeader,
  callUrl,
  formDataOf,
  reportedError,
  type CallInput,
  type JsonCall,
} from './api-client';

// In a module of its own: only the screens that upload load it (the first load stays light).

/**
 * A multipart call answering JSON, sent with XMLHttpRequest rather than fetch: only it reports how
 * much of the body has gone, for the progress bar of a large upload (ui.md). Errors as `apiJson`'s
 * (an ApiError with the server's `{ Error }`, the global handling of 401, 403 and 502), status 0
 * when the network failed; an abort rejects with an AbortError.
 */
export const apiUpload = <K extends JsonCall>(
  call: K,
  input: CallInput<K> & { onProgress: (percent: number) => void },
): Promise<ApiResponse<K>> =>
  new Promise((resolve, reject) => {
    const { form, signal, quiet, onProgress } = input as CallInput<K> & {
      form?: object;
      onProgress: (percent: number) => void;
    };
    const request = new XMLHttpRequest();
    request.open(call.slice(0, call.indexOf(' ')), callUrl(call, input as Parameters<typeof callUrl<K>>[1]));
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
      if (request.status >= 200 && request.status < 300 && body !== null) {
        resolve(body as ApiResponse<K>);
        return;
      }
      const errorBody = body as ErrorBody | null;
      reject(
        reportedError(
          new ApiError(request.status, typeof errorBody?.Error === 'string' ? errorBody : null),
          quiet,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new DOMException('Загрузка отменена', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form ? formDataOf(form) : null);
  });
