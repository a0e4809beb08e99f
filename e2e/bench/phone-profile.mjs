/* global window, document, requestAnimationFrame */
// The throttled-phone profile of `npm run bench:web` (issue 41): Lighthouse's "Slow 4G" (150 ms
// round trip, 1.6 Mbps down, 750 kbps up) and the CPU slowed four times, at 375 px, through the
// DevTools protocol. For each page, cold (a fresh profile): the first contentful paint, the largest
// contentful paint, a content-on-screen mark (the first frame in which the page's content selector
// matches), the bytes on the wire, the input delay and duration of one tap made as soon as the
// content shows, and a repeat visit (a second tab of the same profile: warm HTTP cache and service
// worker) to content on screen.

export const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 812 },
};

export const PHONE_TARGETS = { firstPaint: 1000, content: 2000, repeat: 1000, inputDelay: 200 };

/** Sets the phone's network and CPU on a tab; returns a counter of the bytes it receives. */
const throttle = async (context, tab) => {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  const wire = { bytes: 0, requests: 0 };
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    wire.bytes += encodedDataLength;
    wire.requests += 1;
  });
  return wire;
};

/** In the page, before its scripts: paints, LCP, the content mark and the first input's timing. */
const observe = (ready) => {
  window.__bench = { lcp: 0, content: 0, input: null, interaction: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.input ??= {
        delay: entry.processingStart - entry.startTime,
        duration: entry.duration,
      };
    }
  }).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.interaction = Math.max(window.__bench.interaction, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const check = () => {
    if (document.querySelector(ready)) window.__bench.content = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

const newPhoneContext = (browser) =>
  browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  });

const readMarks = (tab) =>
  tab.evaluate(() => ({
    ...window.__bench,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));

/** One cold load of a page on the phone, its tap, then a repeat visit in a second tab. */
export const phoneLoad = async (browser, base, page) => {
  const context = await newPhoneContext(browser);
  await context.addInitScript(() => {
    localStorage.setItem('cookieNoticeShown', 'true');
    localStorage.setItem('isRatingDisclaimerShown', 'true');
  });
  await context.addInitScript(observe, page.ready);
  const tab = await context.newPage();
  const wire = await throttle(context, tab);
  await tab.goto(base + page.path, { waitUntil: 'commit' });
  await tab.waitForSelector(page.ready, { state: 'attached', timeout: 60_000 });
  // The requests the content waited for (the total below also counts what the tap and the worker's
  // background fetches brought: on /home the tap opens a rider's page).
  const requestsToContent = wire.requests;
  // The tap, as soon as the content shows and the app has started (what a rider does; the app may
  // still be busy). A page rendered on the server (issue 41) shows its content before: a tap then
  // is the browser's own link, not the app's, and its input is not this page's.
  await tab.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { timeout: 60_000 },
  );
  await tab.locator(page.tap).first().click({ timeout: 30_000, noWaitAfter: true });
  await tab.waitForFunction(() => window.__bench.input !== null, null, { timeout: 30_000 });
  const cold = await readMarks(tab);
  await tab.waitForLoadState('networkidle');
  const bytes = wire.bytes;
  const requests = wire.requests;
  // The repeat visit: the same profile (its HTTP cache and service worker), a new tab.
  await tab.close();
  const again = await context.newPage();
  await throttle(context, again);
  await again.goto(base + page.path, { waitUntil: 'commit' });
  await again.waitForSelector(page.ready, { state: 'attached', timeout: 60_000 });
  await again.waitForFunction(() => window.__bench.content > 0, null, { timeout: 30_000 });
  const repeat = await readMarks(again);
  await context.close();
  return {
    fcp: cold.fcp,
    lcp: cold.lcp,
    content: cold.content,
    bytes,
    requests,
    requestsToContent,
    inputDelay: cold.input?.delay ?? NaN,
    interaction: cold.interaction,
    repeat: repeat.content,
  };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** Measures every page `runs` times on the phone and prints the table (medians, with ranges). */
export const measurePhone = async (browser, base, pages, runs) => {
  const rows = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const sample = await phoneLoad(browser, base, page);
      samples.push(sample);
      if (process.env.BENCH_VERBOSE) console.log(page.path, JSON.stringify(sample));
    }
    const of = (key) => samples.map((s) => s[key]);
    rows.push({ page, of });
  }
  const widths = [22, 14, 14, 16, 30, 16, 14, 14];
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ');
  console.log(
    `\nphone: ${PHONE.viewport.width} px, ${PHONE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ×${PHONE.cpuSlowdown}; ` +
      `median of ${runs} cold loads (range), ms`,
  );
  console.log(
    line([
      'path',
      'first paint',
      'LCP',
      'content shown',
      'KB wire',
      'repeat visit',
      'input delay',
      'tap→paint',
    ]),
  );
  for (const { page, of } of rows) {
    const cell = (key) => `${Math.round(median(of(key)))} (${range(of(key))})`;
    console.log(
      line([
        page.label ?? page.path,
        cell('fcp'),
        cell('lcp'),
        cell('content'),
        `${(median(of('bytes')) / 1024).toFixed(0)} (${median(of('requests'))} req, ${median(of('requestsToContent'))} to content)`,
        cell('repeat'),
        cell('inputDelay'),
        `${Math.round(median(of('interaction')))}`,
      ]),
    );
  }
  const missed = rows.filter(
    ({ of }) =>
      median(of('fcp')) > PHONE_TARGETS.firstPaint ||
      median(of('content')) > PHONE_TARGETS.content ||
      median(of('repeat')) > PHONE_TARGETS.repeat ||
      median(of('inputDelay')) > PHONE_TARGETS.inputDelay,
  );
  console.log(
    `\nphone targets: first paint ≤ ${PHONE_TARGETS.firstPaint} ms, content ≤ ${PHONE_TARGETS.content} ms, ` +
      `repeat ≤ ${PHONE_TARGETS.repeat} ms, input delay ≤ ${PHONE_TARGETS.inputDelay} ms — ` +
      (missed.length
        ? `missed on ${missed.map((r) => r.page.label ?? r.page.path).join(', ')}`
        : 'met on every page'),
  );
  console.log(
    '(tap→paint: the longest event duration of the tap, 0 when under 16 ms; KB wire: every response, as sent, with headers,' +
      ' until the network is idle after the tap; "to content": the responses finished when the content showed)',
  );
};
