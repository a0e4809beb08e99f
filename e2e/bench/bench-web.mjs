/* global window */
// `npm run bench:web`: builds the web app, serves it with the real server on demo data, and prints
// for the home, results, rating, a rider's profile and the start-list pages the JS and CSS transferred on first load (gzip) and the
// Largest Contentful Paint, measured in headless Chromium (playwright-core, /usr/bin/chromium).
//
// Then the throttled-phone profile (e2e/bench/phone-profile.mjs): six public pages on Slow 4G with
// the CPU slowed four times, each cold, with first paint, LCP, content on screen, bytes, a repeat
// visit and the input delay of one tap.
//
// Options (environment): BENCH_PROFILE (desktop, phone, or both: the default),
// BENCH_RUNS (LCP runs per page, median reported; default 5), BENCH_PHONE_RUNS (default 3), BENCH_PAGES (phone pages whose path starts so, comma-separated),
// BENCH_FILES=1 (list each page's files with their gzip size), BENCH_KEEP_DATA=1 (reuse .bench/web-data between runs: the first start seeds about a minute),
// CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, buildWeb, launchChromium, ROOT } from './browser-bench.mjs';
import { measurePhone } from './phone-profile.mjs';

const root = ROOT;
const work = BENCH_DIR;
const distDir = path.join(work, 'web-dist');
const dataDir = path.join(work, 'web-data');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const phoneRuns = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const profile = process.env.BENCH_PROFILE ?? 'both';
const TARGET_JS_KB = 150;
const TARGET_LCP_MS = 1000;

const PAGES = [
  { name: 'home', path: '/home', ready: 'section[aria-labelledby="home-rating"] ol li' },
  { name: 'results', path: '/results/overview', ready: 'article' },
  { name: 'rating', path: '/rating/overview', ready: 'table[aria-label="Рейтинг участников"] tbody tr a' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const step = (text) => console.log(`\n▸ ${text}`);

// 1. Build into a folder of its own, so a build running elsewhere in the tree does not interfere.
step('building the web app');
buildWeb(distDir);

// 2. Serve it with the real server on demo data.
if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
const firstStart = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
step(`starting the server on ${base}${firstStart ? ' (first start seeds the demo data)' : ''}`);
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    PUBLIC_URL: base,
    WEB_DIST_DIR: distDir,
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

const deadline = Date.now() + 240_000;
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (server.exitCode !== null || Date.now() > deadline) {
    console.error('the server did not start');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// The demo rider's profile and the upcoming event whose start list they are on (issue 39 measures both).
const answer = async (path, init) => {
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
};
const { token } = await answer('/v1/User/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'rider@velorating.local', password: 'Rider123!' }),
});
const { participantId } = await answer('/v1/User/get-current', {
  headers: { authorization: `Bearer ${token}` },
});
const [start] = (await answer(`/v1/StartList/by-participant/${participantId}`)).items;
PAGES.push({ name: 'profile', path: `/rating/details/${participantId}`, ready: '#profile-name' });
if (start)
  PAGES.push({
    name: 'start list',
    path: `/rating/protocols/${start.eventId}`,
    ready: 'section[aria-labelledby="start-list-title"] table tbody tr',
  });

// 3. Measure in headless Chromium: a fresh profile (empty cache) for every load.
const browser = await launchChromium();

const gzipSize = (file) => gzipSync(readFileSync(file)).length;

/** One cold load: the JS and CSS files fetched, the bytes on the wire, and the LCP. */
const load = async (page) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  await context.addInitScript(() => {
    localStorage.setItem('cookieNoticeShown', 'true');
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const requests = new Map();
  const wire = { js: 0, css: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { type, url: response.url });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request?.type === 'Script') wire.js += encodedDataLength;
    if (request?.type === 'Stylesheet') wire.css += encodedDataLength;
  });
  await tab.goto(base + page.path, { waitUntil: 'load' });
  await tab.waitForSelector(page.ready, { timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  // LCP is final once the user interacts; here: read it after the content is on screen.
  const lcp = await tab.evaluate(() => window.__lcp);
  const files = [...requests.values()]
    .filter((r) => r.url.startsWith(`${base}/assets/`) && (r.type === 'Script' || r.type === 'Stylesheet'))
    .map((r) => ({ type: r.type, file: path.join(distDir, new URL(r.url).pathname) }));
  await context.close();
  if (process.env.BENCH_FILES && !page.listed) {
    page.listed = true;
    console.log(`\n${page.path}:`);
    for (const f of files.map((f) => ({ ...f, gz: gzipSize(f.file) })).sort((a, b) => b.gz - a.gz))
      console.log(`  ${kb(f.gz).padStart(6)} KB  ${path.basename(f.file)}`);
  }
  const sum = (type) =>
    files.filter((f) => f.type === type).reduce((total, f) => total + gzipSize(f.file), 0);
  return {
    jsGzip: sum('Script'),
    cssGzip: sum('Stylesheet'),
    jsFiles: files.filter((f) => f.type === 'Script').length,
    wire,
    lcp,
  };
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measureDesktop = async () => {
  step(`measuring (${runs} cold loads per page, 1280×800)`);
  // A warm-up load, so the server's first answers (database caches) do not count.
  for (const page of PAGES) await load(page);
  const rows = [];
  for (const page of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await load(page));
    const first = samples[0];
    rows.push({
      page: page.name,
      path: page.path,
      jsFiles: first.jsFiles,
      jsGzip: first.jsGzip,
      cssGzip: first.cssGzip,
      wireJs: first.wire.js,
      wireCss: first.wire.css,
      lcp: median(samples.map((s) => s.lcp)),
    });
  }
  const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  const widths = [10, 22, 9, 13, 14, 22, 10];
  console.log('');
  console.log(
    line(
      ['page', 'path', 'JS files', 'JS gzip (KB)', 'CSS gzip (KB)', 'on the wire JS/CSS (KB)', 'LCP (ms)'],
      widths,
    ),
  );
  for (const r of rows) {
    console.log(
      line(
        [
          r.page,
          r.path,
          r.jsFiles,
          kb(r.jsGzip),
          kb(r.cssGzip),
          `${kb(r.wireJs)} / ${kb(r.wireCss)}`,
          Math.round(r.lcp),
        ],
        widths,
      ),
    );
  }
  const failures = rows.filter((r) => r.jsGzip / 1024 > TARGET_JS_KB || r.lcp > TARGET_LCP_MS);
  console.log(
    `\ntargets: ≤ ${TARGET_JS_KB} KB gzip JS on first load, LCP ≤ ${TARGET_LCP_MS} ms — ` +
      (failures.length ? `missed on ${failures.map((r) => r.page).join(', ')}` : 'met on every page'),
  );
  console.log(
    '(JS/CSS gzip: the files the page loaded, gzip level 6; on the wire: as the server sent them, e.g. brotli, with headers)',
  );
};

/** The rider and protocol pages to measure: the first ones the rating and results pages link to. */
const firstLinks = async () => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const tab = await context.newPage();
  const href = async (path, selector) => {
    await tab.goto(base + path);
    return tab.locator(selector).first().getAttribute('href', { timeout: 30_000 });
  };
  const rider = await href(
    '/rating/overview',
    'table[aria-label="Рейтинг участников"] tbody a[href^="/rating/details/"]',
  );
  const protocol = await href('/results/overview', 'a[href^="/results/details/"]');
  await context.close();
  return { rider, protocol };
};

if (profile !== 'phone') await measureDesktop();
if (profile !== 'desktop') {
  step(`measuring the phone profile (${phoneRuns} cold loads per page, 375 px, Slow 4G, CPU ×4)`);
  const { rider, protocol } = await firstLinks();
  const only = process.env.BENCH_PAGES?.split(',');
  const pick = (pages) => (only ? pages.filter((p) => only.some((o) => p.path.startsWith(o))) : pages);
  await measurePhone(
    browser,
    base,
    pick([
      { path: '/home', ready: PAGES[0].ready, tap: 'section[aria-labelledby="home-rating"] ol li a' },
      { path: '/rating/overview', ready: PAGES[2].ready, tap: PAGES[2].ready },
      { path: '/results/overview', ready: 'article a', tap: 'article a' },
      {
        path: '/calendar',
        ready: 'table[aria-label="Календарь месяца"]',
        tap: 'main h1',
      },
      { path: rider, label: 'rider ' + rider, ready: 'main h1', tap: 'main h1' },
      { path: protocol, label: 'protocol ' + protocol, ready: 'main h1', tap: 'main h1' },
    ]),
    phoneRuns,
  );
}
await browser.close();
stopServer();
