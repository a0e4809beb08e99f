import type { ErrorBody } from '@velo/contracts';
import type { ApiCall, ApiRequest, ApiResponse, FileData } from '@velo/contracts/api';
import { callUrl } from '@velo/contracts/page-requests';
import { noteAnswer } from './offline-note';
import { takePreloaded } from './preloaded-calls';
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

// The address of a call and its query, shared with the server's page data (issue 41).
export { callUrl, toQueryString } from '@velo/contracts/page-requests';

export type GlobalErrorHandler = (error: ApiError) => void;
let globalErrorHandler: GlobalErrorHandler = () => {};

/** The shell installs the spec's global handling of 401, 403 and 502 (part 1 §8). */
export const setGlobalErrorHandler = (handler: GlobalErrorHandler) => {
  globalErrorHandler = handler;
};

/** How a call is sent, besides its request: a signal to cancel it, and who shows its errors. */
export type CallOptions = {
  signal?: AbortSignal;
  /**
   * Skip the global handling, the caller shows its own message: true for 401, 403 and 502; 'auth'
   * for 401 and 403 only (a 502 still means maintenance).
   */
  quiet?: boolean | 'auth';
};

/** A call's request (params, query, body or form, as the contracts' map says) and its options. */
export type CallInput<K extends ApiCall> = ApiRequest<K> & CallOptions;
/** The input may be left out when the call needs none. */
type CallArgs<K extends ApiCall> =
  object extends ApiRequest<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** The calls whose answer is of a kind; JSON calls are the rest. */
type Answering<R> = { [K in ApiCall]: [ApiResponse<K>] extends [R] ? K : never }[ApiCall];
type BooleanCall = Answering<boolean>;
type TextCall = Answering<string>;
type FileCall = Answering<FileData>;
export type JsonCall = Exclude<ApiCall, BooleanCall | TextCall | FileCall>;

/** A multipart body from a form's fields: texts as they are, numbers and flags as text, files as parts. */
export const formDataOf = (fields: object): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
};

const readError = async (response: Response): Promise<ErrorBody | null> => {
  try {
    const body = (await response.json()) as ErrorBody;
    return typeof body?.Error === 'string' ? body : null;
  } catch {
    return null;
  }
};

const isHandledGlobally = (status: number, quiet: CallOptions['quiet']): boolean => {
  if (quiet === true) return false;
  if (quiet === 'auth') return status === 502;
  return status === 401 || status === 403 || status === 502;
};

/** A failed call's error, after the global handling of its status (part 1 §8); the caller re-throws it. */
export const reportedError = (error: ApiError, quiet: CallOptions['quiet']): ApiError => {
  if (isHandledGlobally(error.status, quiet)) globalErrorHandler(error);
  return error;
};

/** The bearer token of the stored session, when there is one. */
export const authorizationHeader = (): Record<string, string> => {
  const session = readSession();
  return session ? { authorization: `Bearer ${session.token}` } : {};
};

const send = async <K extends ApiCall>(call: K, input: CallInput<K> | undefined): Promise<Response> => {
  const {
    body: json,
    form,
    signal,
    quiet,
  } = (input ?? {}) as CallInput<K> & { body?: unknown; form?: object };
  const headers: Record<string, string> = { accept: 'application/json', ...authorizationHeader() };
  let body: BodyInit | undefined;
  if (form) body = formDataOf(form);
  else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const method = call.slice(0, call.indexOf(' '));
  const url = callUrl(call, input as Parameters<typeof callUrl<K>>[1]);
  // The page's answers in its HTML are anonymous: only a visitor without a session takes them. A
  // signed-in caller's answer differs (favourite marks, their own reads): refreshing it after the
  // anonymous one raced the route's loader, and the marks were lost (signup.spec, start-lists.spec).
  if (!form && !headers.authorization) {
    const answer = takePreloaded(method, url, json);
    if (answer !== undefined) {
      void import('./offline-cache').then(({ keepAnswer }) =>
        keepAnswer(method, url, typeof body === 'string' ? body : null, answer),
      );
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }
  }
  const response = await fetch(url, {
    method,
    headers,
    body,
    signal,
  });
  noteAnswer(response);
  if (!response.ok) throw reportedError(new ApiError(response.status, await readError(response)), quiet);
  return response;
};

/*
 * The calls, each bound to its types by the contracts' map (`@velo/contracts/api`): the call's name
 * is its method and path, `'POST /v1/Statistic/paged-rating'`, and a request or answer of another
 * shape does not compile. One reader per kind of answer.
 */

/** A call answering JSON, typed by the contract's response. */
export const apiJson = async <K extends JsonCall>(
  call: K,
  ...[input]: CallArgs<K>
): Promise<ApiResponse<K>> => (await (await send(call, input)).json()) as ApiResponse<K>;

/** A call whose result is the text true or false (part 1 §7: true only when the body is 'true'). */
export const apiBoolean = async <K extends BooleanCall>(call: K, ...[input]: CallArgs<K>): Promise<boolean> =>
  (await (await send(call, input)).text()).trim() === 'true';

/** A call answering plain text (a link, an SVG image). */
export const apiText = async <K extends TextCall>(call: K, ...[input]: CallArgs<K>): Promise<string> =>
  (await send(call, input)).text();

/** A call answering a file. */
export const apiBlob = async <K extends FileCall>(call: K, ...[input]: CallArgs<K>): Promise<Blob> =>
  (await send(call, input)).blob();

/** The URL of a stored file (part 1 §3: the API base plus /v1/File/{id}). */
export const fileUrl = (fileId: string | null | undefined): string | null =>
  fileId ? callUrl('GET /v1/File/{id}', { params: { id: fileId } }) : null;
