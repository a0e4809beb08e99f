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
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'rating',
          root: './packages/rating',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'skill',
          root: './packages/skill',
          include: ['test/**/*.test.ts'],
        },
      },
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
