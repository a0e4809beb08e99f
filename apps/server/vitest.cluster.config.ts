import { defineConfig } from 'vitest/config';

/**
 * The several-machines test: two compiled server processes on one PostgreSQL (TEST_DATABASE_URL)
 * and one S3-compatible server. Not part of `npx vitest run` (it needs PostgreSQL): run it with
 * `npm run test:cluster`, as .ci/run does.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['test-cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
