import { defineConfig } from 'vitest/config';

/**
 * Tests of the compiled server in processes of its own: two processes on one PostgreSQL
 * (TEST_DATABASE_URL) and one S3-compatible server, and a server killed with SIGKILL during a
 * protocol create (on PGlite and on PostgreSQL). Not part of `npx vitest run` (they need PostgreSQL
 * and the build, and take a minute): run them with `npm run test:cluster`, as .ci/run does.
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
