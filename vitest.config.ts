import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests across the workspace. Integration tests use the real
// Postgres and Redis; each test file creates its own database (see packages/db/src/testing.ts).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Test files share each worker's loaded modules: nearly every API test file builds the whole app,
    // and loading it afresh per file cost 140 s of import time (13 s shared). No test mocks modules
    // or changes process.env; each builds its own app, database and Redis prefix.
    isolate: false,
    maxWorkers: 2,
  },
});
