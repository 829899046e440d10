import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseInUseError, processStartTime } from './pglite-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a directory that a live process holds, with a message saying what to do', async () => {
    const dataDir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
      const attempt = openDatabase({ dataDir, migrate: false });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(attempt).rejects.toThrow(
        new RegExp(`in use by another process \\(pid ${holder.pid}\\)`),
      );
      await expect(attempt).rejects.toThrow(/DATABASE_URL/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock and releases its own on close', async () => {
    const dataDir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(`${dataDir}.lock`, String(gone.pid));

    const handle = await openDatabase({ dataDir, migrate: false });
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    // Data written before a close is there after reopening.
    const first = await openDatabase({ dataDir });
    await first.db.execute(
      "insert into settings (key, value) values ('probe', '\"kept\"')" as never,
    );
    await first.close();
    const second = await openDatabase({ dataDir });
    const rows = await second.db.execute("select value from settings where key = 'probe'" as never);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await second.close();
  });

  it('takes over a lock whose pid now belongs to another process', async () => {
    // What `npm start` met on a fresh clone: a lock left by a build worker, its pid in use again.
    const dataDir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const startedAt = processStartTime(other.pid!);
      expect(startedAt).toMatch(/^\d+$/);
      fs.writeFileSync(`${dataDir}.lock`, `${other.pid} ${Number(startedAt) - 1}`);
      const handle = await openDatabase({ dataDir, migrate: false });
      await handle.close();
      // The same pid and start time is the live owner: refused.
      fs.writeFileSync(`${dataDir}.lock`, `${other.pid} ${startedAt}`);
      await expect(openDatabase({ dataDir, migrate: false })).rejects.toBeInstanceOf(
        DatabaseInUseError,
      );
    } finally {
      other.kill();
    }
  });
});
