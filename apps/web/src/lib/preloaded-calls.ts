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
  const key = requestKey(method, url, body);
  if (!calls.has(key)) return undefined;
  const answer = calls.get(key);
  calls.delete(key);
  return answer;
};
