import { test as base } from '@playwright/test';
import { startWorkerServer, type RunningServer } from './worker-server';

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
