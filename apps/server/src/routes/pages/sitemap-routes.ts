import type { FastifyPluginAsync } from 'fastify';
import {
  SITEMAP_KINDS,
  robotsTxt,
  sitemapIndex,
  sitemapPage,
  sitemapPageCounts,
  type SitemapKind,
} from '../../domain/public-pages/sitemap.js';
import { notFound } from '../../errors.js';
import { publicRead } from '../../plugins/cache-class.js';
import { fileAnswers } from '../http.js';
import { portalUrl } from './portal-url.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers read the sitemap daily at most: an hour's reuse costs nothing. */
const KEEP_MS = 60 * 60 * 1000;
const CACHE = `public, max-age=${KEEP_MS / 1000}`;
const PAGE_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`);

/**
 * Sitemap files kept an hour in this process, not in the public read cache: a page of 50,000 riders
 * is 4.5 MB (over that cache's entry limit) and costs about a second to read on PGlite, and an hour
 * late is early enough for a sitemap. Two crawlers asking at once share one read.
 */
const createSitemapCache = () => {
  const files = new Map<string, { at: number; body: Promise<string | null> }>();
  return (name: string, read: () => Promise<string | null>): Promise<string | null> => {
    const kept = files.get(name);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.body;
    const body = read();
    files.set(name, { at: Date.now(), body });
    // A failed or empty read is not kept.
    body.then(
      (value) => value === null && files.delete(name),
      () => files.delete(name),
    );
    return body;
  };
};

/** The sitemap's files, kept here an hour (not by the read cache). */
const SITEMAP = {
  config: { access: 'public' as const, cache: publicRead(() => [], { signedIn: 'same', keptByRoute: true }) },
};

/** /robots.txt, /sitemap.xml (the index) and its pages /sitemaps/{kind}-{n}.xml. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const kept = createSitemapCache();

  const TAGS = ['Страницы и картинки для ссылок'];
  const xmlAnswer = { type: 'application/xml', description: 'Карта сайта (sitemaps.org)' };

  app.get(
    '/robots.txt',
    {
      config: { access: 'public', cache: publicRead(() => [], { signedIn: 'same' }) },
      schema: {
        tags: TAGS,
        summary: 'Правила для поисковых роботов и адрес карты сайта',
        response: fileAnswers({ type: 'text/plain', description: 'robots.txt' }),
      },
    },
    (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(portalUrl(ctx.config))),
  );

  // How many pages each kind has, kept with the files: the index lists them, and a page past its
  // kind's last is a 404 without a read (a crawler or a script asking for made-up pages costs nothing).
  const pageCounts = () =>
    kept('pages', async () => JSON.stringify(await sitemapPageCounts(db(), portalUrl(ctx.config)))).then(
      (text) => JSON.parse(text!) as Record<SitemapKind, number>,
    );

  app.get(
    '/sitemap.xml',
    {
      ...SITEMAP,
      schema: {
        tags: TAGS,
        summary: 'Индекс карты сайта: ссылки на её страницы по видам страниц',
        response: fileAnswers(xmlAnswer),
      },
    },
    async (_request, reply) => {
      const index = sitemapIndex(portalUrl(ctx.config), await pageCounts());
      return reply.type(XML).header('cache-control', CACHE).send(index);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      ...SITEMAP,
      schema: {
        tags: TAGS,
        summary: 'Страница карты сайта: {вид}-{номер}.xml из индекса',
        response: fileAnswers(xmlAnswer, { 404: 'Нет такой страницы карты сайта' }),
      },
    },
    async (request, reply) => {
      const match = PAGE_FILE.exec(request.params.file);
      const exists = match !== null && Number(match[2]) <= (await pageCounts())[match[1] as SitemapKind];
      const page = exists
        ? await kept(request.params.file, () =>
            sitemapPage(db(), portalUrl(ctx.config), match[1] as SitemapKind, Number(match[2])),
          )
        : null;
      if (!page) throw notFound('Нет такой страницы карты сайта');
      return reply.type(XML).header('cache-control', CACHE).send(page);
    },
  );
};
