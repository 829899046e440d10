import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // The real package throws outside React Server Components; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // One migrated embedded database for the run, which each test database is copied from.
    globalSetup: ['tests/setup/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the machine's cores: one on a two-core machine,
    // where most test files wait on a database half the time. Two there, as many as cores less
    // one on larger machines.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
