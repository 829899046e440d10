import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

/**
 * The files that take longest, longest first (measured on a two-core machine: the fresh clone's
 * install and build about 130 s, the bad-input corpus 155 s, the crash loop and the mail server's
 * outage 30-40 s). Started first, they run beside the short ones instead of after them; without a
 * list, a fresh checkout would order the files by size, and the fresh clone's test would start last.
 */
const LONGEST_FIRST = [
  'bad-input.test.ts',
  'fresh-clone.test.ts',
  'smtp-outage.test.ts',
  'crash-loop.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(path.basename(file.moduleId));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

// Tests that start the built app as real server processes (tests/system): after `next build`,
// two files at a time (each runs its own servers on free ports, its own databases, its own
// PostgreSQL and mail servers where it stops them), with the time a server start needs. Two at a
// time took 408 s where one at a time took about 550 s on a two-core machine (CI's crash loop).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/system/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
