import { isSupportedSeason } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { countSitemapRows, seasonsWithProtocols, sitemapRows } from './pages-repository.js';

/**
 * /sitemap.xml: a sitemap index pointing at pages of URLs by kind: the portal's own pages with the
 * rating and results of every season, the events (their protocols page), the protocols and the
 * riders with results. Each page keeps within the protocol's limits (sitemaps.org: 50,000 URLs and
 * 50 MB uncompressed); the limits are a parameter, so a test can split at a few URLs.
 */
export type SitemapLimits = { urls: number; bytes: number };
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export const SITEMAP_KINDS = ['pages', 'events', 'protocols', 'riders'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Entry = { path: string; lastmod: string | null };

const STATIC_PATHS = [
  '/home',
  '/calendar',
  '/meropriyatiya',
  '/rating/overview',
  '/results/overview',
  '/about',
  '/privacy-policy',
  '/cookies',
];

/** Each kind's page address, to work out the longest entry a page can hold. */
const PATH_OF: Record<Exclude<SitemapKind, 'pages'>, (id: number) => string> = {
  events: (id) => `/rating/protocols/${id}`,
  protocols: (id) => `/results/details/${id}`,
  riders: (id) => `/rating/details/${id}`,
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

const urlEntry = (publicUrl: string, entry: Entry) =>
  `<url><loc>${xml(publicUrl + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>\n`;

/**
 * How many URLs of a kind fit a page: the URL limit, or as many of the longest possible entries
 * (a ten-digit id, a lastmod) as fit the byte limit, whichever is smaller. Pages split by count,
 * so a page's addresses are found with one ordered query.
 */
export const urlsPerPage = (kind: SitemapKind, publicUrl: string, limits: SitemapLimits): number => {
  const longest =
    kind === 'pages'
      ? Math.max(...STATIC_PATHS.map((p) => p.length), '/rating/overview?year=2000'.length)
      : PATH_OF[kind](9_999_999_999).length;
  const entryBytes = Buffer.byteLength(
    urlEntry(publicUrl, { path: 'x'.repeat(longest), lastmod: '2000-01-01' }),
  );
  const room = limits.bytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  return Math.max(1, Math.min(limits.urls, Math.floor(room / entryBytes)));
};

const day = (value: unknown): string | null =>
  value ? new Date(value as string).toISOString().slice(0, 10) : null;

const pagesEntries = async (db: Database): Promise<Entry[]> => {
  const years = (await seasonsWithProtocols(db)).filter((year) => isSupportedSeason(year));
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...years.flatMap((year) => [
      { path: `/rating/overview?year=${year}`, lastmod: null },
      { path: `/results/overview?year=${year}`, lastmod: null },
    ]),
  ];
};

const countOf = async (db: Database, kind: SitemapKind): Promise<number> => {
  if (kind === 'pages') return (await pagesEntries(db)).length;
  return countSitemapRows(db, kind);
};

/** How many pages each kind has: a page past its kind's last is a 404 without a read of it. */
export const sitemapPageCounts = async (
  db: Database,
  publicUrl: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<Record<SitemapKind, number>> => {
  const counts = await Promise.all(SITEMAP_KINDS.map((kind) => countOf(db, kind)));
  return Object.fromEntries(
    SITEMAP_KINDS.map((kind, i) => [kind, Math.ceil(counts[i]! / urlsPerPage(kind, publicUrl, limits))]),
  ) as Record<SitemapKind, number>;
};

/** The sitemap index: every page of every kind that has URLs (`pages`: sitemapPageCounts). */
export const sitemapIndex = (publicUrl: string, pages: Record<SitemapKind, number>): string => {
  const files = SITEMAP_KINDS.flatMap((kind) =>
    Array.from({ length: pages[kind] }, (_, n) => `${publicUrl}/sitemaps/${kind}-${n + 1}.xml`),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
};

/** One page of a kind (1-based), or null past the last page. */
export const sitemapPage = async (
  db: Database,
  publicUrl: string,
  kind: SitemapKind,
  page: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<string | null> => {
  const perPage = urlsPerPage(kind, publicUrl, limits);
  const offset = (page - 1) * perPage;
  let entries: Entry[];
  if (kind === 'pages') {
    entries = (await pagesEntries(db)).slice(offset, offset + perPage);
  } else {
    const rows = await sitemapRows(db, kind, perPage, offset);
    entries = rows.map((row) => ({ path: PATH_OF[kind](Number(row.id)), lastmod: day(row.lastmod) }));
  }
  if (entries.length === 0) return null;
  return URLSET_OPEN + entries.map((entry) => urlEntry(publicUrl, entry)).join('') + URLSET_CLOSE;
};

/** robots.txt: everything but the cabinets, sign-in and the API's service pages; the sitemap's address. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Disallow: /lk',
    'Disallow: /auth',
    'Disallow: /api',
    'Disallow: /integration-api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
