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
    maxWorkers: 2,
  },
});
