import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import {
  SITEMAP_LIMITS,
  sitemapIndex,
  sitemapPageCounts,
  sitemapPage,
  urlsPerPage,
  type SitemapKind,
  type SitemapLimits,
} from '../../src/domain/public-pages/sitemap.js';
import { buildParticipant } from '../helpers/factories.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

const PORTAL = 'http://portal.test';
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** A sitemap file checked as XML, with its addresses. */
const read = (xml: string, root: 'urlset' | 'sitemapindex') => {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml);
  expect(document[root]['@_xmlns'] ?? 'http://www.sitemaps.org/schemas/sitemap/0.9').toBe(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
  );
  const entries = (root === 'urlset' ? document.urlset?.url : document.sitemapindex?.sitemap) ?? [];
  return (entries as { loc: string; lastmod?: string }[]).map((entry) => entry.loc);
};

describe('sitemap and robots.txt (issue 20)', () => {
  const t2 = useTestApp();

  /** 3 events, 4 protocols, 12 riders with results, one who only did not start, one without results. */
  const portal = async () => {
    const riders = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ rider: `Гонщик${from + i} Иван 1980 М` }));
    const created = await buildScoredProtocols(t2().db, [
      { eventDate: '2024-06-01', rows: riders(0, 5) },
      { eventDate: '2025-05-10', rows: riders(3, 6) },
      { eventDate: '2025-05-10', rows: [...riders(8, 4), { rider: 'Неявкин Пётр 1980 М', status: 'DNS' }] },
    ]);
    const [second] = await buildScoredProtocols(t2().db, [{ eventDate: '2025-07-01', rows: riders(0, 2) }]);
    await buildParticipant(t2().db, { lastName: 'Безрезультатов' });
    return [...created, second!];
  };

  const ridersWithResults = async () =>
    (
      await queryRows<{ id: number }>(
        t2().db,
        sql`select distinct participant_id as id from protocol_results where status <> 'DNS' order by 1`,
      )
    ).map((r) => `${PORTAL}/rating/details/${r.id}`);

  it('robots.txt keeps the cabinets, sign-in and the API docs out and points to the sitemap', async () => {
    const response = await t2().app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/lk', '/auth', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    // The API the app reads (/v1) stays open: a search engine that runs the app needs its data.
    expect(lines).not.toContain('Disallow: /v1');
    expect(lines).toContain(`Sitemap: ${PORTAL}/sitemap.xml`);
  });

  it('is an index of valid sitemaps listing the riders with results, the protocols, the events and the seasons', async () => {
    const created = await portal();
    const index = await t2().app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = read(index.body, 'sitemapindex');
    expect(files).toEqual([
      `${PORTAL}/sitemaps/pages-1.xml`,
      `${PORTAL}/sitemaps/events-1.xml`,
      `${PORTAL}/sitemaps/protocols-1.xml`,
      `${PORTAL}/sitemaps/riders-1.xml`,
    ]);
    const urls: string[] = [];
    for (const file of files) {
      const page = await t2().app.inject({ method: 'GET', url: file.slice(PORTAL.length) });
      expect(page.statusCode, file).toBe(200);
      urls.push(...read(page.body, 'urlset'));
    }
    expect(urls).toEqual(
      expect.arrayContaining([`${PORTAL}/home`, `${PORTAL}/rating/overview`, `${PORTAL}/calendar`]),
    );
    expect(urls).toEqual(
      expect.arrayContaining([`${PORTAL}/rating/overview?year=2025`, `${PORTAL}/rating/overview?year=2024`]),
    );
    for (const { protocolId, eventId } of created) {
      expect(urls).toContain(`${PORTAL}/results/details/${protocolId}`);
      expect(urls).toContain(`${PORTAL}/rating/protocols/${eventId}`);
    }
    const riders = urls.filter((url) => url.includes('/rating/details/'));
    expect(riders).toEqual(await ridersWithResults());
    expect(riders).toHaveLength(12);
    expect(urls.some((url) => url.includes('/lk') || url.includes('/auth'))).toBe(false);
    // Unknown pages of the sitemap: 404 (a page past its kind's last from the pages' count).
    for (const url of ['/sitemaps/riders-2.xml', '/sitemaps/people-1.xml', '/sitemaps/riders-0.xml']) {
      expect((await t2().app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  /** Every page of a kind under the limits, read through the index. */
  const pagesOf = async (kind: SitemapKind, limits: SitemapLimits) => {
    const counts = await sitemapPageCounts(t2().db, PORTAL, limits);
    const files = read(sitemapIndex(PORTAL, counts), 'sitemapindex').filter((f) =>
      f.includes(`/sitemaps/${kind}-`),
    );
    const pages: string[] = [];
    for (let n = 1; n <= files.length; n += 1) {
      expect(files[n - 1]).toBe(`${PORTAL}/sitemaps/${kind}-${n}.xml`);
      pages.push((await sitemapPage(t2().db, PORTAL, kind, n, limits))!);
    }
    expect(await sitemapPage(t2().db, PORTAL, kind, files.length + 1, limits)).toBeNull();
    return pages;
  };

  it('splits its pages at the URL limit', async () => {
    await portal();
    const pages = await pagesOf('riders', { urls: 5, bytes: SITEMAP_LIMITS.bytes });
    expect(pages).toHaveLength(3);
    const perPage = pages.map((page) => read(page, 'urlset'));
    expect(perPage.map((urls) => urls.length)).toEqual([5, 5, 2]);
    expect(perPage.flat()).toEqual(await ridersWithResults());
  });

  it('splits its pages at the byte limit', async () => {
    await portal();
    const limits = { urls: SITEMAP_LIMITS.urls, bytes: 700 };
    const pages = await pagesOf('riders', limits);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(Buffer.byteLength(page)).toBeLessThanOrEqual(700);
    expect(pages.flatMap((page) => read(page, 'urlset'))).toEqual(await ridersWithResults());
    const protocols = await pagesOf('protocols', limits);
    for (const page of protocols) expect(Buffer.byteLength(page)).toBeLessThanOrEqual(700);
  });

  it("keeps the protocol's limits: 50,000 URLs a page, and under 50 MB even for the longest entries", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 });
    expect(urlsPerPage('riders', 'https://velorating.example', SITEMAP_LIMITS)).toBe(50_000);
    const longUrl = `https://${'x'.repeat(1000)}.example`;
    const perPage = urlsPerPage('riders', longUrl, SITEMAP_LIMITS);
    expect(perPage).toBeLessThan(50_000);
    const longest = `<url><loc>${longUrl}/rating/details/9999999999</loc><lastmod>2025-05-10</lastmod></url>\n`;
    expect(perPage * Buffer.byteLength(longest)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
  });
});
