import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Tests that start the built app as real server processes (tests/system): after `next build`,
// one file at a time (each runs its own servers), with the time a server start needs.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/system/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
