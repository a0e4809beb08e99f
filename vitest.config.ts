import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace. `npm test` runs all projects; `--project server` runs one.
 * The browser suite (e2e/) is Playwright's, not Vitest's.
 */
export default defineConfig({
  test: {
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
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
