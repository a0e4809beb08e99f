import { defineConfig } from '@playwright/test';
import { createServer } from 'node:net';
import path from 'node:path';
import { CHROMIUM } from './chromium.mjs';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// The SMTP sink of global-setup.ts: its port is picked once by the runner (workers inherit it), and
// the server under test sends its mail there.
/** E2E_ARTIFACTS gives a local run its own folder, so two runs in one checkout do not clash. */
const artifacts = process.env.E2E_ARTIFACTS ? path.resolve(process.env.E2E_ARTIFACTS) : './artifacts';

process.env.E2E_SMTP_PORT ??= String(await freePort());

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served
 * by the real server. The files run in parallel workers (E2E_WORKERS, default 2); each worker has a
 * server and a database of its own, copied from the demo database global-setup.ts seeds once
 * (support/test.ts). The tests of one file run in order.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `${artifacts}/test-results`,
  // A test takes each screen at two widths with axe at each: one to three minutes on a 2-core
  // machine where two workers each run a server and a browser. A wait, not a speed assertion.
  timeout: 180_000,
  // A write that recalculates a season (a merge, a clean-up) can take over ten seconds on a busy
  // 2-core machine before its dialog closes or its toast shows: a wait, not a speed assertion.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI, a test that failed runs once more, only to tell a flaky test (passes the second time, trace
  // recorded) from a broken one; either way the run fails (failOnFlakyTests): a newcomer's local run
  // has no retry, so a test that needs one is a defect to fix, not to hide.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: `${artifacts}/report`, open: 'never' }]],
  globalSetup: './global-setup.ts',
  use: {
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace costs a third to a half of a test's time here (cabinet-clusters 27 s without,
    // 37 s with): in CI a trace is recorded only when a failed test runs again; a local run records
    // none unless asked (E2E_TRACE=retain-on-failure, or on), and keeps the failure's screenshot.
    trace:
      (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'off'),
    screenshot: 'only-on-failure',
    // The app's service worker (issue 41) answers the API's JSON calls itself, and a call it answers
    // passes by page.route: a test holding a call back (the recalculation's progress bar) then raced
    // the server. Installing it also downloads the app's shell in every new context. It is on only
    // where it is what is tested (first-html.spec.ts, 'offline at the venue').
    serviceWorkers: 'block',
    launchOptions: CHROMIUM,
  },
  // Every flow runs once, at 1280 px; its screenshots and axe checks are taken at 1280 and at 375
  // px (support/screens.ts). The phone project, a touch screen of 375 px, runs the tests tagged
  // @phone: those whose point is the phone's own behaviour.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
});
