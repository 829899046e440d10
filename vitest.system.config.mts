import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

// Tests that start the built app as real server processes (tests/system): after `next build`,
// one file at a time (each runs its own servers), with the time a server start needs.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/system/**/*.test.ts'],
    // They run the built app on databases of their own; no copy of a migrated embedded one.
    globalSetup: [],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
