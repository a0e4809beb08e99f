import type { FastifyPluginAsync } from 'fastify';
import {
  SITEMAP_KINDS,
  robotsTxt,
  sitemapIndex,
  sitemapPage,
  type SitemapKind,
} from '../../domain/public-pages/sitemap.js';
import { notFound } from '../../errors.js';
import { portalUrl } from './portal-url.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers read the sitemap daily at most; an hour's reuse by a proxy costs nothing. */
const CACHE = 'public, max-age=3600';
const PAGE_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`);

/** /robots.txt, /sitemap.xml (the index) and its pages /sitemaps/{kind}-{n}.xml. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(portalUrl(ctx.config))),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(db(), portalUrl(ctx.config))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = PAGE_FILE.exec(request.params.file);
    const page = match
      ? await sitemapPage(db(), portalUrl(ctx.config), match[1] as SitemapKind, Number(match[2]))
      : null;
    if (!page) throw notFound('Нет такой страницы карты сайта');
    return reply.type(XML).header('cache-control', CACHE).send(page);
  });
};
