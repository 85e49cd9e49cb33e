import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: three real app servers on the PostgreSQL of TEST_DATABASE_URL behind
 * Debian's nginx (tests/cluster, docs/scaling.md). One file at a time: it starts its own cluster.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    // Once more on CI, named in the log if it then passes (README, "npm test").
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
