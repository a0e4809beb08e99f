import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../domain/public-pages/page.js';
import { isReadableClient } from '../../domain/public-pages/readable-clients.js';
import { renderPage, type HtmlTemplate } from '../../domain/public-pages/render-page.js';
import { pageCalls, preloadedCalls } from './page-calls.js';
import { portalUrl } from './portal-url.js';

const HTML = 'text/html; charset=utf-8';

/**
 * The answer varies with the User-Agent (a crawler gets the content): shared caches must keep the
 * variants apart. The page itself is never cached by browsers (a new build changes its scripts).
 */
const pageHeaders = (reply: FastifyReply) =>
  reply.type(HTML).header('cache-control', 'no-cache').header('vary', `user-agent, ${NAVIGATION_PRELOAD}`);

/**
 * The header a browser's service worker puts on the page's request it starts while booting
 * (navigation preload, src/sw.ts). Its presence means the worker runs, and with it the stylesheets
 * it keeps: such a page links its entry's stylesheet instead of carrying it inline (render-page.ts).
 */
export const NAVIGATION_PRELOAD = 'service-worker-navigation-preload';
export const hasWorker = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  request.headers[NAVIGATION_PRELOAD] !== undefined;

/** Sends a page built without data (the app's other screens, the 404 page). */
export const sendStaticPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  template: HtmlTemplate,
  page: Page,
) => {
  const readable = isReadableClient(request.headers['user-agent']);
  const html = renderPage(template, page, { publicUrl: portalUrl(request.server.ctx.config), readable });
  return pageHeaders(reply).status(page.status).send(html);
};

/**
 * What a browser's copy of a public page carries besides its head (issue 41): the preloads of the
 * page's own code, in the HTML the answers of the calls its first render makes and, for the pages
 * rendered on the server (page-markup.ts), the page's markup in the root and its queries. Without
 * them the page still works (the app asks for its data and draws it), so a failure here only costs
 * time.
 */
const appExtras = async (request: FastifyRequest, template: HtmlTemplate) => {
  const pathname = request.url.split('?')[0]!.toLowerCase().replace(/\/+$/, '') || '/';
  const query = (request.query ?? {}) as Record<string, string | string[] | undefined>;
  let data = '';
  let answers: Record<string, unknown> = {};
  try {
    ({ script: data, answers } = await preloadedCalls(request.server, pageCalls(pathname, query)));
  } catch (err) {
    request.log.warn({ err }, 'page data: the page is sent without its data');
  }
  const rendered = data && template.markup ? await template.markup(request.url, answers) : null;
  return {
    extraHead: template.preloads?.(pathname, { styles: rendered !== null }) ?? '',
    data: rendered ? data + rendered.queries : data,
    ...(rendered ? { markup: rendered.markup } : {}),
  };
};

/**
 * A page with data, loaded (one read of the API's use case for the head; a readable page may add the
 * list it shows) and rendered; the read cache keeps it under the route's key (routes/pages/
 * page-routes.ts). A page that fails to load still gives a browser the app (with `fallback`'s head)
 * and a crawler a 503 to come back later.
 */
export const servePage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  template: HtmlTemplate,
  options: {
    load: (readable: boolean) => Promise<Page>;
    fallback: () => Page;
  },
) => {
  const ctx = request.server.ctx;
  const readable = isReadableClient(request.headers['user-agent']);
  let page: Page;
  let status: number;
  try {
    page = await options.load(readable);
    status = page.status;
  } catch (err) {
    request.log.error({ err }, 'page head: the page could not be read');
    page = options.fallback();
    status = readable ? 503 : 200;
  }
  const html = renderPage(template, page, {
    publicUrl: portalUrl(ctx.config),
    readable,
    inlineStyles: !hasWorker(request),
    ...(readable || status !== 200 ? {} : await appExtras(request, template)),
  });
  if (status === 503) reply.header('retry-after', '60');
  return pageHeaders(reply).status(status).send(html);
};
