import { test as base, type Page } from '@playwright/test';
import { startWorkerServer, type RunningServer } from './worker-server';

/**
 * The public pages come rendered from the server (issue 41): their links and buttons are on screen
 * before the app's scripts have run, and a button does nothing until the app takes the page over
 * (`hydrateRoot`, once its screen's code is in). A reader's tap in that moment is lost, and
 * docs/decisions/web.md says so; a test clicking the instant `goto` returns would be racing the
 * same moment, so after each navigation of this page the test waits until the app has taken the
 * root (React's container mark on it), or the answer is not the app's page at all.
 */
const waitForTakeOver = (page: Page) => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const taken = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await taken();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await taken();
    return response;
  };
};

/**
 * The browser tests' `test`: Playwright's, with a server of the worker's own (worker-server.ts) as
 * the base URL. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<object, { workerServer: RunningServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture asks for from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  // The pages of the test's own context (`page`, and `context.newPage()`); not with scripts off.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForTakeOver(page);
      context.on('page', waitForTakeOver);
    }
    await use(context);
  },
});

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';
