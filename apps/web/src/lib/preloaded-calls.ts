/**
 * The API answers the server wrote into a public page's HTML (issue 41): the calls the page makes on
 * its first render, answered anonymously, in `<script type="application/json" id="preloaded-calls">`.
 * The first matching call takes its answer from here instead of the network (no second round trip
 * before the content shows); each answer is used once, and only in the first half minute (the
 * queries' stale time), after which every call goes to the network as before.
 */
type Preloaded = { calls: Record<string, unknown> };

const MAX_AGE_MS = 30_000;

let preloaded: Map<string, unknown> | null = null;

/** Object keys sorted at every level, so `{a, b}` and `{b, a}` give the same key. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** A call's key, as the server writes it (apps/server/src/routes/pages/page-calls.ts). */
export const preloadKey = (method: string, url: string, body: unknown): string =>
  `${method} ${url}${body === undefined ? '' : ` ${stableJson(body)}`}`;

const read = (): Map<string, unknown> => {
  if (preloaded) return preloaded;
  preloaded = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById('preloaded-calls');
  if (!script?.textContent) return preloaded;
  try {
    const data = JSON.parse(script.textContent) as Preloaded;
    for (const [key, answer] of Object.entries(data.calls ?? {})) preloaded.set(key, answer);
  } catch {
    // A broken script only costs the round trip it would have saved.
  }
  script.remove();
  return preloaded;
};

/** The page's answer to a call, once; undefined when the page has none (or it is too old). */
export const takePreloaded = (method: string, url: string, body: unknown): unknown => {
  const calls = read();
  if (calls.size === 0) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > MAX_AGE_MS) {
    calls.clear();
    return undefined;
  }
  const key = preloadKey(method, url, body);
  if (!calls.has(key)) return undefined;
  const answer = calls.get(key);
  calls.delete(key);
  return answer;
};
