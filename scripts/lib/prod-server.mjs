// Starts the production server for measurements: builds when needed, fresh embedded database in a
// temporary folder (unless DATABASE_URL is set), optionally pinned to one CPU core.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function hasTaskset() {
  return spawnSync('sh', ['-c', 'command -v taskset'], { stdio: 'ignore' }).status === 0;
}

/** Prefixes a command with `taskset -c CORE` when taskset exists and the core is given. */
export function pinned(core, command, args) {
  if (core === undefined || !hasTaskset()) return [command, args];
  return ['taskset', ['-c', String(core), command, ...args]];
}

export function ensureBuild() {
  if (fs.existsSync('.next/BUILD_ID')) return;
  const result = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** `prepare(dataDir)` runs before the server starts, e.g. to load a fixture into the database. */
export async function startProductionServer({ port = 3300, core, prepare } = {}) {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-measure-'));
  if (prepare) await prepare(dataDir);
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
  };
  const [command, args] = pinned(core, path.join('node_modules', '.bin', 'next'), [
    'start',
    '-p',
    String(port),
  ]);
  // detached: its own process group, so that stop() also ends the next-server child.
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/`, 120_000);
  return {
    url,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
