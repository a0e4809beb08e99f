import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace. `npm test` runs all projects; `--project server` runs one.
 * The browser suite (e2e/) is Playwright's, not Vitest's.
 */
export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to itself, which on a 2-core machine (CI's)
    // ran every file in one worker: 614 s for the unit stage, 380 s with two. Each server worker has a
    // database of its own (apps/server/test/helpers), so the files do not meet.
    maxWorkers: availableParallelism(),
    // The packages' tests call pure functions: a worker runs one file after another in one module
    // cache instead of a fresh process per file (26 files: 22 CPU-seconds isolated, 14 shared).
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['test/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'rating',
          root: './packages/rating',
          include: ['test/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'skill',
          root: './packages/skill',
          include: ['test/**/*.test.ts'],
          isolate: false,
        },
      },
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
    ],
  },
});
