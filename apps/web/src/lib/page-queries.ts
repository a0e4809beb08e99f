/**
 * The queries of a page rendered on the server (issue 41; apps/web/src/entry-server.tsx), which the
 * app fills before it hydrates that markup, so its first render draws what the server drew. The
 * server writes them after the root as `<script type="application/json" id="page-queries">`: each
 * query's key and either the page's answer it holds (the call's key in the preloaded answers,
 * preloaded-calls.ts: the data is not sent twice) or its data when that differs from the answer.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { takePreloadedKey, type TakenCall } from './preloaded-calls';

export type PageQuery = { key: QueryKey; call: TakenCall } | { key: QueryKey; data: unknown };

/** Fills the queries the page's HTML carries; false when it carries none (no server markup). */
export const fillPageQueries = (
  client: QueryClient,
  { keepForOffline }: { keepForOffline: boolean },
): boolean => {
  const script = document.getElementById('page-queries');
  if (!script?.textContent) return false;
  let queries: PageQuery[];
  try {
    queries = JSON.parse(script.textContent) as PageQuery[];
  } catch {
    return false;
  }
  script.remove();
  for (const query of queries) {
    if ('data' in query) {
      client.setQueryData(query.key, query.data);
      continue;
    }
    const { method, url, body } = query.call;
    const answer = takePreloadedKey(query.call.key);
    if (answer === undefined) return false;
    client.setQueryData(query.key, answer);
    // Kept for reading offline, as an answer taken by a call is (api-client.ts).
    if (keepForOffline)
      void import('./offline-cache').then(({ keepAnswer }) =>
        keepAnswer(method, url, body === undefined ? null : JSON.stringify(body), answer),
      );
  }
  return true;
};
