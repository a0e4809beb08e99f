import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];

/**
 * The test files that change a module before the app imports it (`vi.mock`, `vi.hoisted`): they need
 * a module cache of their own, so they run in the project `web-isolated` (vitest.isolated.config.ts),
 * found by reading the files, not listed by hand.
 */
export const ownModuleFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|hoisted)\(/.test(readFileSync(path.join(root, file), 'utf8'))),
);

/** The web project's settings; `isolated` gives each test file a page and modules of its own. */
export const webProject = (
  name: string,
  files: { include: string[]; exclude: string[] },
  isolated: boolean,
) =>
  defineProject({
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    test: {
      name,
      root,
      ...files,
      environment: 'jsdom',
      setupFiles: ['test/setup.ts'],
      // Without isolation a worker keeps one page and one module cache (React, Mantine, the app's
      // modules) from one test file to the next: a fresh page and fresh imports per file were more
      // than half of the project's CPU time (27 files: 86 CPU-seconds isolated, 32 shared).
      // test/setup.ts leaves the page as a fresh one after each file (storage, caches, toasts,
      // stubs, the address).
      isolate: isolated,
      css: false,
      // Waits, not speed assertions: a busy shared machine renders a dialog's flow in seconds.
      testTimeout: 20_000,
    },
  });

export default webProject('web', { include, exclude: [...configDefaults.exclude, ...ownModuleFiles] }, false);
