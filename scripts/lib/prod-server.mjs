// Starts the production server (server.mts, the same process `npm start` runs) for measurements
// and tests: builds when needed, a fresh embedded database in a temporary folder unless
// DATABASE_URL is given, optionally pinned to one CPU core.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server for ${url} exited before it answered`);
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

/**
 * Empties the runtime page cache: pages rendered by an earlier run may hold another database.
 * Its folders' contents go, not the folders: in the image they are links to the data volume on a
 * read-only root (Containerfile).
 */
export function clearPageCache(root = '.') {
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    const at = path.join(root, dir);
    if (!fs.existsSync(at)) continue;
    for (const entry of fs.readdirSync(at)) {
      fs.rmSync(path.join(at, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Runs `node server.mts` with `env` on `port` (this Node: the project's own, under npm). Output
 * is collected in `output()` and, with `inherit`, also printed. `stop(signal)` ends it and
 * resolves with its exit code.
 * `bare`: Next's own `next start` without the front (only to compare runtimes and the front's
 * cost in benchmarks; it has none of the front's protections).
 * @param {{ port: number, env?: Record<string, string>, core?: number, cwd?: string,
 *   inherit?: boolean, waitPath?: string, timeoutMs?: number, bare?: boolean }} options
 */
export async function startServerProcess({
  port,
  bare = false,
  env = {},
  core = undefined,
  cwd = process.cwd(),
  inherit = false,
  waitPath = '/',
  timeoutMs = 120_000,
}) {
  const entry = bare
    ? [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)]
    : ['server.mts'];
  const [command, args] = pinned(core, process.execPath, entry);
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() also ends anything it started.
    detached: true,
  });
  let output = '';
  const collect = (stream, target) =>
    stream.on('data', (chunk) => {
      output += chunk;
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
      if (inherit) target.write(chunk);
    });
  collect(child.stdout, process.stdout);
  collect(child.stderr, process.stderr);
  let exitCode = null;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    }),
  );
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}${waitPath}`, timeoutMs, () => exitCode === null);
  } catch (error) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
    throw new Error(`${error.message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return {
    url,
    port,
    pid: child.pid,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (exitCode !== null) return exitCode;
      try {
        // server.mts stops cleanly on SIGTERM; `next start` leaves a child behind, so its group.
        process.kill(signal === 'SIGTERM' && !bare ? child.pid : -child.pid, signal);
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * `prepare(dataDir)` runs before the server starts, e.g. to load a fixture into the database.
 * @param {{ port?: number, core?: number, prepare?: (dataDir: string) => unknown,
 *   env?: Record<string, string>, bare?: boolean }} [options]
 */
export async function startProductionServer({
  port = 3300,
  core = undefined,
  prepare = undefined,
  env = {},
  bare = false,
} = {}) {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-measure-'));
  if (prepare) await prepare(dataDir);
  clearPageCache();
  const server = await startServerProcess({
    port,
    core,
    bare,
    inherit: true,
    env: { DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}`, ...env },
  });
  return {
    url: server.url,
    server,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
