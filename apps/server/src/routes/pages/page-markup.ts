import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's server render of a public page (issue 41; apps/web/src/entry-server.tsx, built by
 * `vite build --ssr` beside the app's build: `apps/web/dist-ssr/entry-server.js` for
 * `apps/web/dist`): the page's markup for the root and the queries its first render holds.
 */
type RenderedPage = { html: string; queries: unknown[] };
type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<RenderedPage | null>;

/** What a browser's page carries in its root and after it, or null: the page goes out as before. */
export type PageMarkup = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<{ markup: string; queries: string } | null>;

/** The pages rendered on the server: those whose first render's calls the server answers. */
const RENDERED = [
  /^\/home$/,
  /^\/calendar$/,
  /^\/rating\/overview$/,
  /^\/results\/overview$/,
  /^\/rating\/details\/\d+$/,
  /^\/results\/details\/\d+$/,
];

/** A render that takes longer is dropped: the page goes out with the shell, as before. */
const RENDER_TIMEOUT_MS = 5_000;

/** Where the server render of a build is: `<dist>-ssr/entry-server.js`. */
export const serverEntryOf = (distDir: string): string =>
  path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`, 'entry-server.js');

/** The JSON of the page's queries inside a script: a `<` in a name must not end it. */
const queriesScript = (queries: unknown[]): string =>
  `<script type="application/json" id="page-queries">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`;

/**
 * Loads the server render of the build in `distDir`, once at start; a build without it (or one that
 * fails to load) renders nothing, and every page goes out with the app's shell as before.
 */
export const loadPageMarkup = async (distDir: string, log: FastifyBaseLogger): Promise<PageMarkup> => {
  const entry = serverEntryOf(distDir);
  let render: RenderPage | null = null;
  if (existsSync(entry)) {
    try {
      render = ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage;
    } catch (err) {
      log.error({ err }, 'page markup: the server render could not be loaded, pages go out without it');
    }
  }
  return async (url, answers) => {
    const pathname = url.split('?')[0]!;
    if (!render || !RENDERED.some((pattern) => pattern.test(pathname))) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
    try {
      const timedOut = new Promise<null>((resolve) =>
        controller.signal.addEventListener('abort', () => resolve(null)),
      );
      const page = await Promise.race([render(url, answers, controller.signal), timedOut]);
      if (!page) return null;
      return { markup: page.html, queries: queriesScript(page.queries) };
    } catch (err) {
      // The error only: a page's answers may name riders.
      log.warn({ reason: (err as Error).message }, 'page markup: the page goes out without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
};
