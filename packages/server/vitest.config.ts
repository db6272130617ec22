import { defineConfig } from 'vitest/config';

// The same server suites run twice: on embedded PGlite and on the real PostgreSQL.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'server:postgres', env: { TEST_DB: 'postgres' } } },
    ],
  },
});
