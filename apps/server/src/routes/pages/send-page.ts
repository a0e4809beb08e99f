import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../domain/public-pages/page.js';
import { cachedPage, keepPage, pageCacheKey } from '../../domain/public-pages/page-cache.js';
import { isReadableClient } from '../../domain/public-pages/readable-clients.js';
import { renderPage, type HtmlTemplate } from '../../domain/public-pages/render-page.js';
import { COMPRESSION, compressSync, preferredEncoding } from '../../plugins/compression.js';
import { pageCalls, preloadedCallsScript } from './page-calls.js';
import { portalUrl } from './portal-url.js';

const HTML = 'text/html; charset=utf-8';

/**
 * The answer varies with the User-Agent (a crawler gets the content): shared caches must keep the
 * variants apart. The page itself is never cached by browsers (a new build changes its scripts).
 */
const pageHeaders = (reply: FastifyReply) =>
  reply.type(HTML).header('cache-control', 'no-cache').header('vary', 'user-agent');

/** A cached page, compressed once per encoding (as the public read cache serves its hits). */
const sendHit = (
  request: FastifyRequest,
  reply: FastifyReply,
  hit: NonNullable<ReturnType<typeof cachedPage>>,
) => {
  pageHeaders(reply).header('x-cache', 'hit');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && Buffer.byteLength(hit.body) >= COMPRESSION.threshold) {
    const body = (hit.encoded[encoding] ??= compressSync(encoding, hit.body));
    return reply
      .header('vary', 'user-agent, accept-encoding')
      .header('content-encoding', encoding)
      .send(body);
  }
  return reply.send(hit.body);
};

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
 * page's own code and, in the HTML, the answers of the calls its first render makes. Without them
 * the page still works (the app asks for its data), so a failure here only costs the round trip.
 */
const appExtras = async (request: FastifyRequest, template: HtmlTemplate) => {
  const pathname = request.url.split('?')[0]!.toLowerCase().replace(/\/+$/, '') || '/';
  const query = (request.query ?? {}) as Record<string, string | string[] | undefined>;
  let data = '';
  try {
    data = await preloadedCallsScript(request.server, pageCalls(pathname, query));
  } catch (err) {
    request.log.warn({ err }, 'page data: the page is sent without its data');
  }
  return { extraHead: template.preloads?.(pathname) ?? '', data };
};

/**
 * A page with data: from the public read cache, or loaded (one read of the API's use case for the
 * head; a readable page may add the list it shows), rendered and kept. A page that fails to load
 * still gives a browser the app (with `fallback`'s head) and a crawler a 503 to come back later.
 */
export const servePage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  template: HtmlTemplate,
  options: {
    key: (string | number | null)[];
    load: (readable: boolean) => Promise<Page>;
    fallback: () => Page;
  },
) => {
  const ctx = request.server.ctx;
  const readable = isReadableClient(request.headers['user-agent']);
  const key = pageCacheKey('html', readable ? 'readable' : 'app', ...options.key);
  const hit = cachedPage(ctx, key);
  if (hit) return sendHit(request, reply, hit);
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
    ...(readable || status !== 200 ? {} : await appExtras(request, template)),
  });
  if (status === 200) keepPage(ctx, key, html, HTML);
  if (status === 503) reply.header('retry-after', '60');
  return pageHeaders(reply).status(status).send(html);
};
