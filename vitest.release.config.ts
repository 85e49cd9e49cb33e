import { defineConfig } from 'vitest/config';

/**
 * `npm run test:release`: the release archive installed as an owner installs it
 * (`npm ci --omit=dev`, docs/deploy.md) and started. Needs the npm registry.
 */
export default defineConfig({
  test: {
    name: 'release',
    include: ['tests/release/**/*.test.ts'],
    fileParallelism: false,
    // Once more on CI, named in the log if it then passes (README, "npm test").
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
