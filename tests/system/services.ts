import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { freePort } from '../../scripts/lib/prod-server.mjs';

/**
 * Real services for the system tests, each the test's own: a Redis it can stop and start, a
 * fresh PostgreSQL database (on TEST_DATABASE_URL's server, the local one, or a server the test
 * starts itself), an S3-compatible bucket (s3rver).
 */

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

export type TestRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

/** `redis-server` on a free port, keeping nothing on disk; it can be stopped and started again. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child.on('error', () => {
      throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
    });
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export type TestDatabaseServer = { url: string; drop: () => Promise<void> };

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server of the test's own, in a temporary folder (as the postgres user when root). */
export async function startOwnPostgres(): Promise<{
  url: string;
  port: number;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  pgCtl: (args: string[]) => void;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const pgCtl = (args: string[]) => {
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...args]);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  pgCtl(['-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pgCtl,
    restart: async () => pgCtl(['-o', options, '-m', 'immediate', 'restart']),
    stop: async () => {
      try {
        pgCtl(['-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, empty database: on TEST_DATABASE_URL's server, else the local server
 * (127.0.0.1:5432), else a server of the test's own.
 */
export async function freshPostgresDatabase(): Promise<TestDatabaseServer> {
  const candidates = [
    process.env.TEST_DATABASE_URL,
    'postgres://postgres@127.0.0.1:5432/postgres',
  ].filter((url): url is string => Boolean(url));
  let base: string | undefined;
  for (const url of candidates) {
    if (await reachable(url)) {
      base = url;
      break;
    }
  }
  let own: Awaited<ReturnType<typeof startOwnPostgres>> | undefined;
  if (!base) {
    own = await startOwnPostgres();
    base = own.url;
  }
  const name = `saba_system_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await own?.stop();
    },
  };
}

export type TestBucket = { env: Record<string, string>; stop: () => Promise<void> };

/** An S3-compatible bucket (s3rver) and the environment that points the app at it. */
export async function startBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'saba-system', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'saba-system',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
