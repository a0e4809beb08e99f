/**
 * The server's render of a public page (issue 41): the app for one address, as a visitor not signed
 * in, with the page's answers the server already computed (routes/pages/page-calls.ts) as its data.
 * Built apart (`vite build --ssr`, dist-ssr/) and loaded by the server at start (apps/server/src/routes/pages/page-markup.ts).
 * The queries the render creates are answered from those answers and the page rendered again, until
 * no new one is; a query the answers do not cover is drawn waiting, as the app's first render draws it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import type { PageQuery } from './lib/page-queries';
import { servePreloaded, type TakenCall } from './lib/preloaded-calls';
import { queryClient } from './lib/query-client';

/** The page's markup for the root, and the queries its first render holds (page-queries.ts). */
export type RenderedPage = { html: string; queries: PageQuery[] };

/** Renders then answers the new queries, at most this many times. */
const MAX_PASSES = 4;

const readAll = async (stream: ReadableStream<Uint8Array>): Promise<string> => {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
};

const renderOnce = async (url: string, signal: AbortSignal): Promise<string> => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { onServer: true });
  // Matches the address and loads the screen's lazy module, so the render does not wait on it.
  await router.load();
  const matches = router.state.matches;
  if (matches.length === 0 || matches.some((match) => match.status !== 'success')) {
    throw new Error(`not a page: ${matches.map((match) => `${match.routeId} ${match.status}`).join(', ')}`);
  }
  let failed: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    {
      signal,
      // All in one piece: a large boundary would otherwise be sent after its fallback and put in
      // place by an inline script, which the page's CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a suspense boundary would leave it to the client (an inline script the
      // page's CSP blocks): the page goes out without markup instead.
      onError: (error) => {
        failed ??= error;
      },
    },
  );
  const html = await readAll(prelude);
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return html;
};

/**
 * Answers the queries the last render created from the page's answers; one they do not cover is
 * left waiting, as the app's first render finds it (it asks the network once it runs). Answers
 * whether any query got its data.
 */
const answerNewQueries = async (
  taken: Map<string, TakenCall[]>,
  unanswered: Set<string>,
): Promise<boolean> => {
  const pending = queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && !unanswered.has(query.queryHash));
  let answered = false;
  for (const query of pending) {
    // Every waiting query is tried, `enabled` or not (two observers of one query may disagree): the
    // app's first render finds the same data in its cache (page-queries.ts).
    if (!query.options.queryFn) {
      unanswered.add(query.queryHash);
      continue;
    }
    const calls: TakenCall[] = [];
    servePreloadedCalls.current = calls;
    // No retry: the answers do not change, and the server has no network to wait for.
    await query.fetch({ ...query.options, retry: false }).catch(() => undefined);
    if (query.state.status === 'success') {
      taken.set(query.queryHash, calls);
      answered = true;
    } else {
      query.reset();
      unanswered.add(query.queryHash);
    }
  }
  return answered;
};

const servePreloadedCalls: { current: TakenCall[] | null } = { current: null };

/** The queries as the client fills them: a reference to the page's answer when the data is it. */
const pageQueries = (taken: Map<string, TakenCall[]>, answers: Record<string, unknown>): PageQuery[] =>
  queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => {
      const calls = taken.get(query.queryHash) ?? [];
      const only = calls.length === 1 ? calls[0]! : null;
      const same = only !== null && JSON.stringify(answers[only.key]) === JSON.stringify(query.state.data);
      return same ? { key: query.queryKey, call: only } : { key: query.queryKey, data: query.state.data };
    });

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` (path and query) rendered with `answers` (call key → answer), or null when it is
 * not a page of the app or its queries kept asking for more. One page at a time: the app's query
 * cache and the answers are the module's own.
 */
export const renderPage = (
  url: string,
  answers: Record<string, unknown>,
  signal: AbortSignal,
): Promise<RenderedPage | null> => {
  const run = async (): Promise<RenderedPage | null> => {
    queryClient.clear();
    const taken = new Map<string, TakenCall[]>();
    const unanswered = new Set<string>();
    servePreloaded(answers, (call) => servePreloadedCalls.current?.push(call));
    try {
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        if (signal.aborted) return null;
        const html = await renderOnce(url, signal);
        if (!(await answerNewQueries(taken, unanswered))) {
          return { html, queries: pageQueries(taken, answers) };
        }
      }
      return null;
    } finally {
      servePreloaded(null);
      servePreloadedCalls.current = null;
      queryClient.clear();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
};
