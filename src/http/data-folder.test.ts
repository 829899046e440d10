import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataFolder } from './data-folder.mts';

/** The start-up check of the data folder, on real folders (a read-only one by its permissions). */
describe('the data folder at start', () => {
  const made: string[] = [];
  const tempRoot = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-data-folder-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) {
      fs.chmodSync(dir, 0o700);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes a missing data folder and leaves nothing of its check behind', () => {
    const root = tempRoot();
    expect(prepareDataFolder('./data', root)).toBeNull();
    expect(fs.readdirSync(path.join(root, 'data'))).toEqual([]);
  });

  it('makes the targets of the build cache folders that are links to the volume', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, '.next', 'server'), { recursive: true });
    fs.symlinkSync(path.join(root, 'volume', 'cache', 'next'), path.join(root, '.next', 'cache'));
    fs.symlinkSync(
      path.join(root, 'volume', 'cache', 'routes'),
      path.join(root, '.next', 'server', 'route-cache'),
    );
    expect(prepareDataFolder(path.join(root, 'volume'), root)).toBeNull();
    expect(fs.readdirSync(path.join(root, 'volume', 'cache')).sort()).toEqual(['next', 'routes']);
    // Written through the link, the file lands on the volume.
    fs.writeFileSync(path.join(root, '.next', 'cache', 'page'), 'x');
    expect(fs.existsSync(path.join(root, 'volume', 'cache', 'next', 'page'))).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)('says which folder cannot be written, and why', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, 'data'));
    fs.chmodSync(path.join(root, 'data'), 0o500);
    expect(prepareDataFolder('data', root)).toBe(
      `the data folder ${path.join(root, 'data')} cannot be written (this user may not write ` +
        'there). Mount a writable volume there, or set DATA_DIR to a folder this user may write.',
    );
  });

  it('refuses a data folder that is a file', () => {
    const root = tempRoot();
    fs.writeFileSync(path.join(root, 'data'), 'not a folder');
    expect(prepareDataFolder('data', root)).toMatch(
      /^the data folder .*\/data cannot be written \(EEXIST\)\. Mount a writable volume there/,
    );
  });
});
