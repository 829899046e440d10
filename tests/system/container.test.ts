import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../../scripts/lib/prod-server.mjs';
import { actionIdIn, orderPost, placeOrder } from '../../scripts/lib/order-load.mts';
import {
  IMAGE,
  RUN_FLAGS,
  buildImage,
  hasPodman,
  imageSize,
  podman,
  run,
} from '../../scripts/container/podman.mjs';
import { Client } from 'pg';
import { request } from './app';
import { startPlainProxy } from './plain-proxy';
import { loadFigures, replaceOneByOne, startLoad } from './rolling-load';
import {
  freshPostgresDatabase,
  startRedis,
  type TestDatabaseServer,
  type TestRedis,
} from './services';

/**
 * The image as a host runs it (Containerfile): built on a Node 24 base made locally from Debian's
 * packages, started with Podman on a read-only root with one data volume, against a PostgreSQL
 * database and a Redis of this machine. It serves both languages and takes a pickup order, runs
 * as its own user, stops on SIGTERM within a platform's grace period, comes back on the same
 * volume with the order, and refuses to start with a sentence when a secret or the volume is
 * missing. CI installs Podman, runc and mmdebstrap; elsewhere the file is skipped without them.
 */

const available = hasPodman();
/** The order's guest, by orderPost's numbering. */
const GUEST = 7;
if (!available && process.env.CI) {
  throw new Error('CI runs the container test: apt-get install -y podman runc mmdebstrap');
}

describe.skipIf(!available)('the container image', () => {
  const suffix = randomBytes(4).toString('hex');
  const volume = `saba-test-data-${suffix}`;
  const names: string[] = [];
  const figures: Record<string, unknown> = {};
  let database: TestDatabaseServer;
  let redis: TestRedis;
  let port = 0;
  let origin = '';
  let placeAction = '';
  let order: { number: number; token: string } | null = null;

  /**
   * Starts the image in the background, read-only but for its data volume (the test's named one,
   * or an anonymous one of its own), against the machine's PostgreSQL and the test's Redis;
   * resolves with its name once it answers on `at` (its port).
   */
  async function startContainer(
    at = port,
    options: { volume?: string; env?: Record<string, string> } = { volume },
  ): Promise<string> {
    const name = `saba-test-${suffix}-${names.length + 1}`;
    names.push(name);
    const env = {
      PORT: String(at),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ...options.env,
    };
    run('podman', [
      'run',
      '--detach',
      '--name',
      name,
      ...RUN_FLAGS,
      '--read-only',
      ...(options.volume ? ['--volume', `${options.volume}:/data`] : []),
      ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
      IMAGE,
    ]);
    await waitFor(`http://127.0.0.1:${at}/api/health`, 120_000, () =>
      podman(['inspect', name, '--format', '{{.State.Running}}']).output.startsWith('true'),
    );
    return name;
  }

  const volumeFolder = () =>
    run('podman', ['volume', 'inspect', volume, '--format', '{{.Mountpoint}}']);

  /** The e-mails on the volume to the guest who placed the order (orderPost's address). */
  const orderLetters = () => {
    const mail = path.join(volumeFolder(), 'mail');
    if (!fs.existsSync(mail)) return [];
    return fs
      .readdirSync(mail)
      .filter((file) =>
        fs.readFileSync(path.join(mail, file), 'utf8').includes(`To: guest-${GUEST}@example.test`),
      );
  };

  async function until(done: () => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** How many of these order numbers the database holds. */
  async function storedOrders(numbers: number[]): Promise<number> {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const found = await client.query('select 1 from orders where number = any($1::int[])', [
        numbers,
      ]);
      return found.rowCount ?? 0;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    figures.buildSeconds = buildImage();
    figures.runtimeMB = Math.round(imageSize(IMAGE) / 1e6);
    figures.buildStageMB = Math.round(imageSize(`${IMAGE}-build`) / 1e6);
    placeAction = actionIdIn(
      run('podman', [
        'run',
        '--rm',
        ...RUN_FLAGS,
        IMAGE,
        'cat',
        '.next/server/server-reference-manifest.json',
      ]),
      'placePickupOrder',
    );
    [database, redis] = await Promise.all([freshPostgresDatabase(), startRedis()]);
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    run('podman', ['volume', 'create', volume], { quiet: true });
  }, 45 * 60_000);

  afterAll(async () => {
    for (const name of names) podman(['rm', '--force', '--volumes', '--time', '0', name]);
    podman(['volume', 'rm', '--force', volume]);
    await Promise.all([database?.drop(), redis?.stop()]);
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync(
      path.join('reports', 'container.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
    console.log('container:', JSON.stringify(figures));
  });

  it('keeps the runtime image at most a third of the build stage', () => {
    expect((figures.runtimeMB as number) / (figures.buildStageMB as number)).toBeLessThanOrEqual(
      1 / 3,
    );
  });

  it('serves both languages and takes a pickup order, as its own user on a read-only root', async () => {
    const name = await startContainer();
    // The shared cache connects as the server starts: healthy once it has (degraded before).
    const deadline = Date.now() + 30_000;
    let health = await request(`${origin}/api/health`);
    while (JSON.parse(health.body).cache !== 'ok' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      health = await request(`${origin}/api/health`);
    }
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', db: 'ok', cache: 'ok' });

    const english = await request(`${origin}/`);
    expect(english.status).toBe(200);
    expect(english.body).toMatch(/<html lang="en" dir="ltr"/);
    const arabic = await request(`${origin}/ar`);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);

    const placed = await placeOrder(
      origin,
      orderPost(`container-${suffix}`, GUEST),
      '127.0.9.1',
      60_000,
      placeAction,
    );
    expect(placed.status).toBe(200);
    const token = /"token":"([^"]+)"/.exec(placed.text)?.[1];
    expect(placed.number).toBeGreaterThan(0);
    order = { number: placed.number!, token: token! };
    const page = await request(`${origin}/orders/${order.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`#${order.number}`);

    // The image's health check passes; the server is user 10001; the code cannot be written.
    expect(podman(['healthcheck', 'run', name]).status).toBe(0);
    expect(run('podman', ['exec', name, 'id', '-u'])).toBe('10001');
    // next.config.ts loaded by Node itself: Next neither fetched nor needed its compiler.
    expect(podman(['logs', name]).output).not.toMatch(/swc|Failed to load next\.config/i);
    const write = podman(['exec', name, 'sh', '-c', 'echo x > /app/server.mts']);
    expect(write.status).not.toBe(0);
    expect(write.output).toContain('Read-only file system');
    // Without SMTP the outbox writes each e-mail to the data volume.
    await until(() => orderLetters().length > 0, 60_000);
    // Next's page cache went to the volume, through the image's links.
    expect(fs.readdirSync(path.join(volumeFolder(), 'cache')).sort()).toEqual(['next', 'routes']);
  });

  it('stops on SIGTERM within 10 s, finishing cleanly', () => {
    const name = names.at(-1)!;
    const stopped = podman(['stop', '--time', '10', name]);
    figures.stopSeconds = stopped.seconds;
    expect(stopped.status).toBe(0);
    expect(stopped.seconds).toBeLessThan(10);
    expect(run('podman', ['inspect', name, '--format', '{{.State.ExitCode}}'])).toBe('0');
    const logs = podman(['logs', name]).output;
    expect(logs).toContain('SIGTERM: finishing requests in flight');
    expect(logs).toContain('Stopped cleanly');
  });

  it('comes back on the same volume with the order and its e-mail', async () => {
    expect(order).not.toBeNull();
    await startContainer();
    const page = await request(`${origin}/orders/${order!.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`#${order!.number}`);
    // The order's e-mail, written before the restart, is still on the volume.
    expect(orderLetters()).not.toEqual([]);
  });

  it('replaces two containers one at a time under load, losing no order', async () => {
    podman(['stop', '--time', '10', names.at(-1)!]);
    const proxy = await startPlainProxy();
    try {
      const env = {
        SITE_URL: proxy.url,
        TRUSTED_PROXY_HOPS: '1',
        BETTER_AUTH_SECRET: 'container-rolling-shares-this-secret-0123',
      };
      const start = async () => {
        const at = await freePort();
        return { port: at, name: await startContainer(at, { env }) };
      };
      const old = [await start(), await start()];
      proxy.setPool(old.map((container) => container.port));
      const load = startLoad(proxy.url, `container-rolling-${suffix}`, placeAction);
      await new Promise((r) => setTimeout(r, 2_000));
      const { exitCodes } = await replaceOneByOne(proxy, old, start, async (container) => {
        podman(['stop', '--time', '30', container.name]);
        return Number(
          run('podman', ['inspect', container.name, '--format', '{{.State.ExitCode}}']),
        );
      });
      await new Promise((r) => setTimeout(r, 2_000));
      await load.stop();
      const stored = await storedOrders([...load.acknowledged]);
      figures.rolling = {
        ...loadFigures(load.counts),
        ordersStored: stored,
        oldExitCodes: exitCodes,
      };
      expect(load.counts.fivexx).toEqual([]);
      expect(load.counts.networkErrors).toEqual([]);
      expect(load.counts.ordersAcknowledged).toBeGreaterThan(10);
      expect(stored).toBe(load.acknowledged.size);
      expect(exitCodes).toEqual([0, 0]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses to start without a required secret, with the message npm start gives', () => {
    const env = { SITE_URL: 'https://saba.example', PORT: String(port + 1) };
    const inContainer = podman([
      'run',
      '--rm',
      ...RUN_FLAGS,
      '--read-only',
      '--env',
      `SITE_URL=${env.SITE_URL}`,
      '--env',
      `PORT=${env.PORT}`,
      IMAGE,
    ]);
    const onHost = spawnSync(process.execPath, ['server.mts'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    });
    // "Cannot start: …" and the lines that explain it, up to the blank line after them.
    const sentence = (text: string) => /Cannot start:[^]*?(?=\n\n|$)/.exec(text)?.[0];
    expect(inContainer.status).toBe(1);
    expect(inContainer.seconds).toBeLessThan(10);
    expect(sentence(inContainer.output)).toContain('BETTER_AUTH_SECRET');
    expect(sentence(inContainer.output)).toBe(sentence(onHost.stderr));
  });

  it('says at start that the data volume is missing from a read-only root', () => {
    const started = podman([
      'run',
      '--rm',
      ...RUN_FLAGS,
      '--read-only',
      '--image-volume',
      'ignore',
      '--env',
      `PORT=${port + 1}`,
      IMAGE,
    ]);
    expect(started.status).toBe(1);
    expect(started.output).toContain(
      'Cannot start: the data folder /data cannot be written (the filesystem is read-only). ' +
        'Mount a writable volume there, or set DATA_DIR to a folder this user may write.',
    );
  });
});
