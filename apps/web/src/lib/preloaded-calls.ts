/**
 * The API answers the server wrote into a public page's HTML (issue 41): the calls the page makes on
 * its first render, answered anonymously, in `<script type="application/json" id="preloaded-calls">`.
 * The first matching call takes its answer from here instead of the network (no second round trip
 * before the content shows); each answer is used once, and only in the first half minute (the
 * queries' stale time), after which every call goes to the network as before.
 */
import { requestKey } from '@velo/contracts/page-requests';

type Preloaded = { calls: Record<string, unknown> };

const MAX_AGE_MS = 30_000;

let preloaded: Map<string, unknown> | null = null;
/** On the server (entry-server.tsx): no age limit, and each call taken is told. */
let serverTaken: ((call: TakenCall) => void) | null = null;

/** A call answered from the page's answers: its request, as the app sent it, and the key. */
export type TakenCall = { key: string; method: string; url: string; body: unknown };

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
  if (!serverTaken && typeof performance !== 'undefined' && performance.now() > MAX_AGE_MS) {
    calls.clear();
    return undefined;
  }
  const key = requestKey(method, url, body);
  if (!calls.has(key)) return undefined;
  const answer = calls.get(key);
  calls.delete(key);
  serverTaken?.({ key, method, url, body });
  return answer;
};

/**
 * The page's answers a whole render takes from, on the server (entry-server.tsx renders one page at
 * a time): `taken` hears each call answered; null ends it.
 */
export const servePreloaded = (
  calls: Record<string, unknown> | null,
  taken: ((call: TakenCall) => void) | null = null,
): void => {
  preloaded = calls ? new Map(Object.entries(calls)) : null;
  serverTaken = calls ? taken : null;
};

/** The page's answer for a key, once (the query data of a page rendered on the server, page-queries.ts). */
export const takePreloadedKey = (key: string): unknown => {
  const calls = read();
  const answer = calls.get(key);
  calls.delete(key);
  return answer;
};
