import type { ErrorBody } from '@velo/contracts';
import { readSession } from './session';

/** An answer with a 4xx/5xx status: the server's `{ Error, Errors }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.Error ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The server's message, or its list joined, or null. */
  get serverMessage(): string | null {
    return this.body?.Error || (this.body?.Errors?.length ? this.body.Errors.join(', ') : null);
  }
}

export type GlobalErrorHandler = (error: ApiError) => void;
let globalErrorHandler: GlobalErrorHandler = () => {};

/** The shell installs the spec's global handling of 401, 403 and 502 (part 1 §8). */
export const setGlobalErrorHandler = (handler: GlobalErrorHandler) => {
  globalErrorHandler = handler;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Skip the global handling, the caller shows its own message: true for 401, 403 and 502; 'auth'
   * for 401 and 403 only (a 502 still means maintenance).
   */
  quiet?: boolean | 'auth';
};

/** Query parameters in form style (part 1 §7); empty values are left out. */
export const toQueryString = (query: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readError = async (response: Response): Promise<ErrorBody | null> => {
  try {
    const body = (await response.json()) as ErrorBody;
    return typeof body?.Error === 'string' ? body : null;
  } catch {
    return null;
  }
};

const isHandledGlobally = (status: number, quiet: RequestOptions['quiet']): boolean => {
  if (quiet === true) return false;
  if (quiet === 'auth') return status === 502;
  return status === 401 || status === 403 || status === 502;
};

const send = async (path: string, options: RequestOptions): Promise<Response> => {
  const session = readSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${path}${toQueryString(options.query)}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    const error = new ApiError(response.status, await readError(response));
    if (isHandledGlobally(response.status, options.quiet)) globalErrorHandler(error);
    // Errors are re-thrown after handling (part 1 §8).
    throw error;
  }
  return response;
};

/** A JSON call typed by the contract's response type. */
export const apiJson = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  (await (await send(path, options)).json()) as T;

/** A call whose result is the text true or false (part 1 §7: true only when the body is 'true'). */
export const apiBoolean = async (path: string, options: RequestOptions = {}): Promise<boolean> =>
  (await (await send(path, options)).text()).trim() === 'true';

/** A call answering plain text (a link, a message). */
export const apiText = async (path: string, options: RequestOptions = {}): Promise<string> =>
  (await send(path, options)).text();

/** A call answering a file. */
export const apiBlob = async (path: string, options: RequestOptions = {}): Promise<Blob> =>
  (await send(path, options)).blob();

/** The URL of a stored file (part 1 §3: the API base plus /v1/File/{id}). */
export const fileUrl = (fileId: string | null | undefined): string | null =>
  fileId ? `/v1/File/${fileId}` : null;
