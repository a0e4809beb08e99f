import { defineConfig } from '@playwright/test';
import { createServer } from 'node:net';

const PORT = Number(process.env.E2E_PORT ?? 3100);

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
process.env.E2E_SMTP_PORT ??= String(await freePort());

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build
 * served by the real server on a freshly seeded embedded database.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { E2E_PORT: String(PORT), SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` },
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
