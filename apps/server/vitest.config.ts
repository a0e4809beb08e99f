import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // One database per worker, shared by the test files that worker runs (opening one costs seconds).
    isolate: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
