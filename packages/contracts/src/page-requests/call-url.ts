import type { ApiCall, ApiRequest } from '../api-calls.js';

/** One part of a call's request (params, query, body or form), when the call has it. */
type PartOf<R, P extends string> = R extends { [Q in P]?: infer V } ? V : undefined;

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The global of browsers and Node (the contracts compile without either's types). */
declare const URLSearchParams: new () => { append(name: string, value: string): void; toString(): string };

/** Query parameters in form style (part 1 §7); empty values are left out. */
export const toQueryString = (query: object | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as QueryValues)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The address of a call: its path with the `{name}` parts filled from `params`, and its query.
 * The web app's requests, links and images, and the server's page data (issue 41) use this one.
 */
export const callUrl = <K extends ApiCall>(
  call: K,
  request: { params?: PartOf<ApiRequest<K>, 'params'>; query?: PartOf<ApiRequest<K>, 'query'> } = {},
): string => {
  const template = call.slice(call.indexOf(' ') + 1);
  const params = (request.params ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return `${path}${toQueryString(request.query as object | undefined)}`;
};

/** Object keys sorted at every level, so `{a, b}` and `{b, a}` give the same text. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * A request's key in a page's preloaded answers (issue 41): the server writes the answers under it,
 * the app looks its own request up by it, so both must build the request the same way (they do:
 * from the functions of this folder).
 */
export const requestKey = (method: string, url: string, body: unknown): string =>
  `${method} ${url}${body === undefined ? '' : ` ${stableJson(body)}`}`;
