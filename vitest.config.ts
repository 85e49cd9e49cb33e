import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * API and unit tests run on PGlite; when TEST_DATABASE_URL is set they run a second time on
 * PostgreSQL. Each test file opens its own fresh database. The web app's own rules (the cart,
 * the forms, the API client) run in a `web` project on happy-dom.
 */
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// On CI a failed test runs once more: the log names a test that passed the second time, and a
// test that fails twice fails the run (README, "npm test").
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      ...databases.map((db) => ({
        test: {
          name: db,
          // The process tests start the real server on the embedded database: once is enough. The
          // trust tests run on both; the crash test spawns its server on the project's database.
          include: [
            'tests/api/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/trust/**/*.test.ts',
            ...(db === 'pglite' ? ['tests/process/**/*.test.ts'] : []),
          ],
          env: { TEST_DB: db },
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      })),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      },
    ],
  },
});
