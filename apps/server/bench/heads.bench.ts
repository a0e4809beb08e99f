/**
 * npm run bench:heads [-- --engine=pglite|postgres] [--seconds=3]
 *
 * The public pages' heads (issue 20) on the large dataset, served by the real server in its own
 * process over HTTP: for a rider with the most results, the largest protocol of 2025, its event,
 * the rating (plain and with an organizer and a category), the results and the home page:
 *  - the first request (a miss: the page's read and its rendering), for a browser and a crawler;
 *  - then from the public read cache: one client (p50 / p95) and 20 concurrent clients (p50 / p95).
 * Also a share picture's first render and its cached answer, and the sitemap's index and first
 * riders page (read, then kept an hour). Prints the heads of the rider's, the protocol's and the
 * rating's pages. The server keeps pages 120 s here (PUBLIC_CACHE_SECONDS), so the cached figures
 * are hits only.
 * Target (issue 20): a head from the cache ≤ 20 ms p95.
 *
 * The web app's template is apps/web/index.html with its entry named as a built asset (as the
 * server tests use it): the server cuts the same head and root from it as from the build.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.js';
import { benchServerEnv, waitForServer } from './bench-app.js';
import { openBenchDatabase, parseEngine } from './bench-database.js';

const args = process.argv.slice(2);
const engine = parseEngine(args);
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 3);
const PORT = Number(process.env.BENCH_HEADS_PORT ?? 3198);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

// The subjects, picked on the database in this process; then it is closed for the server.
const bench = await openBenchDatabase(engine, console.log, { keepServer: true });
const [subject] = await queryRows<{
  participant_id: number;
  protocol_id: number;
  event_id: number;
  organizer_id: number;
  category_id: number;
}>(
  bench.handle.db,
  sql`select
        (select r.participant_id from protocol_results r group by r.participant_id order by count(*) desc limit 1) as participant_id,
        p.id as protocol_id, p.event_id,
        (select k.organizer_id from cluster_age_categories c join clusters k on k.id = c.cluster_id
           where k.active_from = '2025-01-01' and c.name = 'М40-49' order by k.organizer_id limit 1) as organizer_id,
        (select c.id from cluster_age_categories c join clusters k on k.id = c.cluster_id
           where k.active_from = '2025-01-01' and c.name = 'М40-49' order by k.organizer_id limit 1) as category_id
      from protocols p join events e on e.id = p.event_id
      where e.event_date between '2025-01-01' and '2025-12-31' order by p.results_count desc limit 1`,
);
const s = subject!;
await bench.close();

const dist = mkdtempSync(path.join(os.tmpdir(), 'velo-heads-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8').replace(
    '/src/main.tsx',
    '/assets/index-bench.js',
  ),
);
writeFileSync(path.join(dist, 'assets', 'index-bench.js'), '');

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: benchServerEnv(PORT, bench.url, {
    WEB_DIST_DIR: dist,
    PUBLIC_URL: 'https://velorating.example',
    // Long enough that every answer after the first is a hit (the default is 10 s): the figures
    // "from the cache" are hits only; a miss is measured on its own.
    PUBLIC_CACHE_SECONDS: '120',
  }),
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
await waitForServer(base);

const get = async (url: string, agent = BROWSER) => {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { 'user-agent': agent } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const hit = /;\s*hit\b/.test(response.headers.get('cache-status') ?? '');
  return { ms: performance.now() - started, body, cache: hit ? 'hit' : null };
};

const underLoad = async (url: string, clients: number) => {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) latencies.push((await get(url)).ms);
    }),
  );
  return latencies;
};

const pages = [
  { name: 'rider', url: `/rating/details/${s.participant_id}` },
  { name: 'protocol', url: `/results/details/${s.protocol_id}` },
  { name: "event's protocols", url: `/rating/protocols/${s.event_id}` },
  { name: 'rating', url: '/rating/overview' },
  {
    name: 'rating (organizer + category)',
    url: `/rating/overview?year=2025&organizerId=${s.organizer_id}&clusterAgeCategoryId=${s.category_id}`,
  },
  { name: 'results', url: '/results/overview?year=2025' },
  { name: 'home', url: '/home' },
];

const rows: string[][] = [];
const heads = new Map<string, string>();
try {
  // Warm the server (JIT, connections) on a page that is not measured.
  await get('/calendar');
  await underLoad('/calendar', 20);
  for (const page of pages) {
    const browserMiss = await get(page.url);
    const crawlerMiss = await get(page.url, CRAWLER);
    heads.set(
      page.name,
      browserMiss.body.slice(browserMiss.body.indexOf('<title>'), browserMiss.body.indexOf('</head>')),
    );
    const single: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const hit = await get(page.url);
      if (hit.cache !== 'hit' && i > 0)
        console.warn(`${page.name}: a miss during the run (the entry aged out)`);
      single.push(hit.ms);
    }
    const loaded = await underLoad(page.url, 20);
    rows.push([
      page.name,
      ms(browserMiss.ms),
      ms(crawlerMiss.ms),
      `${(Buffer.byteLength(crawlerMiss.body) / 1024).toFixed(0)} KB`,
      `${ms(percentile(single, 50))} / ${ms(percentile(single, 95))}`,
      `${ms(percentile(loaded, 50))} / ${ms(percentile(loaded, 95))}`,
    ]);
  }

  const pictures: string[][] = [];
  for (const url of [`/share/rider/${s.participant_id}.png`, `/share/protocol/${s.protocol_id}.png`]) {
    const first = await get(url);
    const again: number[] = [];
    for (let i = 0; i < 50; i += 1) again.push((await get(url)).ms);
    pictures.push([url, ms(first.ms), `${ms(percentile(again, 50))} / ${ms(percentile(again, 95))}`]);
  }
  const index = await get('/sitemap.xml');
  const riders = await get('/sitemaps/riders-1.xml');
  const indexAgain = await get('/sitemap.xml');
  const ridersAgain = await get('/sitemaps/riders-1.xml');

  const header = [
    'page',
    'miss (browser)',
    'miss (crawler)',
    'crawler page',
    'cached, 1 client p50 / p95',
    'cached, 20 clients p50 / p95',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\nbench:heads on ${engine} — large dataset, ${seconds} s of load per page`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('\nshare pictures: first render, then cached p50 / p95');
  for (const [url, first, cached] of pictures) console.log(`  ${url}  ${first}  ${cached}`);
  console.log(
    `\nsitemap, first read / kept: index ${ms(index.ms)} / ${ms(indexAgain.ms)}, riders-1.xml ${ms(riders.ms)} / ${ms(ridersAgain.ms)} (${(Buffer.byteLength(riders.body) / 1024 / 1024).toFixed(1)} MB, ${riders.body.split('<url>').length - 1} URLs)`,
  );
  console.log('target: a head from the cache ≤ 20 ms p95');
  for (const name of ['rider', 'protocol', 'rating'])
    console.log(`\n── head of the ${name} page ──\n${heads.get(name)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  bench.stopServer?.();
  rmSync(dist, { recursive: true, force: true });
}
