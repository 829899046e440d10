import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_FILES, MEASURING_FILES } from '../system/lanes.mjs';

/** How `npm test` groups the system files (tests/system/lanes.mjs), read against the folder. */
describe('the system tests’ groups', () => {
  const files = fs
    .readdirSync('tests/system')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/system/${name}`);

  it('name only files that exist, each in one group at most', () => {
    for (const file of [...BUILD_FILES, ...MEASURING_FILES]) expect(files).toContain(file);
    expect(BUILD_FILES.filter((file) => MEASURING_FILES.includes(file))).toEqual([]);
  });

  it('keep the files that measure time or load away from the builds', () => {
    expect(MEASURING_FILES).toEqual(
      expect.arrayContaining([
        'tests/system/intake.test.ts',
        'tests/system/campaign-load.test.ts',
        'tests/system/rolling-update.test.ts',
        'tests/system/crash-loop.test.ts',
      ]),
    );
    expect(BUILD_FILES).toEqual([
      'tests/system/container.test.ts',
      'tests/system/fresh-clone.test.ts',
    ]);
  });
});
