import type { ApiCall, ApiResponse } from '@velo/contracts/api';
import { vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/session';

/*
 * The one fake server of the component tests: `fetch` answered from a table of the app's calls,
 * keyed as the contracts' call map names them (`'POST /v1/News/paged'`), so an answer of the
 * wrong shape does not compile. Every request is recorded; one the table does not answer gets a
 * 404 with the server's error body, as a missing route would.
 */

/** A request as the fake server saw it: method, path (without the query), query and JSON body. */
export type FakeRequest = {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The `{name}` parts of the call's path, as text. */
  params: Record<string, string>;
  body: unknown;
  /** A multipart body, when the call sent a form. */
  form: FormData | null;
};

const REPLY = Symbol('reply');

/** An answer with a status of its own (an error, a 202), or a body to send as it is. */
export type FakeReply = { [REPLY]: true; status: number; body: unknown };

/** An answer with a status: `reply(202, {...})`. */
export const reply = (status: number, body: unknown = null): FakeReply => ({ [REPLY]: true, status, body });

/** A refused call as the server answers it: `{ Error }` with the status. */
export const fail = (status: number, error = 'Ошибка'): FakeReply => reply(status, { Error: error });

const isReply = (value: unknown): value is FakeReply =>
  typeof value === 'object' && value !== null && REPLY in value;

/** A call's answer: its response, a reply with a status, or a function of the request giving either. */
export type FakeAnswer<K extends ApiCall> =
  | ApiResponse<K>
  | FakeReply
  | ((request: FakeRequest) => ApiResponse<K> | FakeReply | Promise<ApiResponse<K> | FakeReply>);

export type FakeRoutes = { [K in ApiCall]?: FakeAnswer<K> };

/** The call a request is for: its method and its path matched against the routes' templates. */
const matcherOf = (call: string) => {
  const space = call.indexOf(' ');
  const method = call.slice(0, space);
  const names: string[] = [];
  const pattern = call
    .slice(space + 1)
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const regex = new RegExp(`^${pattern}$`);
  return (request: { method: string; path: string }): Record<string, string> | null => {
    if (request.method !== method) return null;
    const match = regex.exec(request.path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  };
};

const responseOf = (status: number, body: unknown): Response => {
  // Booleans and texts travel as plain text (architecture.md: `true` / `false`); the rest as JSON.
  const plain = typeof body === 'string' || typeof body === 'boolean';
  return new Response(plain ? String(body) : JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': plain ? 'text/plain' : 'application/json' },
  });
};

const readBody = (init: RequestInit | undefined): { body: unknown; form: FormData | null } => {
  if (init?.body instanceof FormData) return { body: null, form: init.body };
  if (typeof init?.body === 'string') {
    try {
      return { body: JSON.parse(init.body) as unknown, form: null };
    } catch {
      return { body: init.body, form: null };
    }
  }
  return { body: null, form: null };
};

/** What answers a request no route matched (the whole-app tests answer by path); undefined: a 404. */
export type FakeFallback = (
  request: FakeRequest,
) =>
  { status?: number; body?: unknown } | undefined | Promise<{ status?: number; body?: unknown } | undefined>;

/**
 * Stubs `fetch` with a fake server answering `routes`. `sent` lists every request in order;
 * `requests(call)` those of one call; `answer(call, …)` changes a call's answer mid-test.
 * Undone by `vi.unstubAllGlobals()` (the component tests' afterEach).
 */
export const fakeServer = (routes: FakeRoutes = {}, { otherwise }: { otherwise?: FakeFallback } = {}) => {
  const table = new Map<string, { answer: unknown; match: ReturnType<typeof matcherOf> }>();
  const answer = <K extends ApiCall>(call: K, value: FakeAnswer<K>) => {
    table.set(call, { answer: value, match: matcherOf(call) });
  };
  for (const [call, value] of Object.entries(routes)) answer(call as ApiCall, value as never);

  const sent: (FakeRequest & { call: string | null })[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const base = { method, path: url.pathname, url, query: url.searchParams, ...readBody(init) };
    for (const [call, route] of table) {
      const params = route.match(base);
      if (!params) continue;
      const request: FakeRequest = { ...base, params };
      sent.push({ ...request, call });
      const value =
        typeof route.answer === 'function'
          ? await (route.answer as (request: FakeRequest) => unknown)(request)
          : route.answer;
      return isReply(value) ? responseOf(value.status, value.body) : responseOf(200, value);
    }
    sent.push({ ...base, params: {}, call: null });
    const fallback = await otherwise?.({ ...base, params: {} });
    return fallback
      ? responseOf(fallback.status ?? 200, fallback.body)
      : responseOf(404, { Error: 'Не найдено' });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    sent,
    answer,
    /** The requests of one call, in order. */
    requests: (call: ApiCall) => sent.filter((request) => request.call === call),
    /** The body of the call's last request. */
    lastBody: (call: ApiCall) => sent.filter((request) => request.call === call).at(-1)?.body,
    fetch: fetchMock,
  };
};

export type FakeServer = ReturnType<typeof fakeServer>;

/** Stores a session as a sign-in would: the fake server's calls carry its bearer token. */
export const signInForTest = (token = 'test-token') =>
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, expiryDate: '2999-01-01T00:00:00Z' }));
