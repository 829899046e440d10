import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/prod-server.mjs';
import { startPlainProxy } from './plain-proxy';
import { loadFigures, replaceOneByOne, startLoad } from './rolling-load';
import { freshPostgresDatabase, startRedis } from './services';

/**
 * A rolling update as an orchestrator does it, under load: two instances behind a plain proxy,
 * each replaced in turn by the next release (a new instance started and taken into the pool,
 * then the old one taken out and sent SIGTERM). The release brings a migration that adds a column,
 * run by its first instance while the old ones serve. Pages and pickup orders go on the whole
 * time; no acknowledged order is lost and no request is answered with a 5xx other than the
 * documented "busy, try again" (503 with Retry-After), which the clients retry. The counts go to
 * reports/rolling-update.json.
 */

type Instance = Awaited<ReturnType<typeof startServerProcess>>;

const root = process.cwd();

/** The next release: this build and code, with one more migration (a column on orders). */
function nextRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-release-'));
  for (const entry of fs.readdirSync(root)) {
    if (['drizzle', '.git', 'data', 'reports'].includes(entry)) continue;
    fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  const drizzle = path.join(dir, 'drizzle');
  fs.cpSync(path.join(root, 'drizzle'), drizzle, { recursive: true });
  const tag = '9999_rolling_update_note';
  fs.writeFileSync(
    path.join(drizzle, `${tag}.sql`),
    'ALTER TABLE "orders" ADD COLUMN "rolling_update_note" text;\n',
  );
  const journalPath = path.join(drizzle, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: Date.now(), tag });
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return dir;
}

describe('a rolling update under load', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('loses no acknowledged order and answers no 5xx but the documented retry', async () => {
    const [database, redis, proxy] = await Promise.all([
      freshPostgresDatabase(),
      startRedis(),
      startPlainProxy(),
    ]);
    cleanups.push(database.drop, redis.stop, proxy.close);
    const release = nextRelease();
    cleanups.push(async () => fs.rmSync(release, { recursive: true, force: true }));

    const start = async (cwd: string): Promise<Instance> => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-rolling-'));
      const instance = await startServerProcess({
        port: await freePort(),
        cwd,
        waitPath: '/api/health',
        env: {
          DATABASE_URL: database.url,
          REDIS_URL: redis.url,
          DATA_DIR: dataDir,
          SITE_URL: proxy.url,
          TRUSTED_PROXY_HOPS: '1',
          BETTER_AUTH_SECRET: 'rolling-update-shares-this-secret-0123456789',
        },
      });
      cleanups.push(async () => {
        await instance.stop('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      return instance;
    };

    const old = [await start(root), await start(root)];
    proxy.setPool(old.map((instance) => instance.port));

    const load = startLoad(proxy.url, `rolling-${process.pid}`);
    await new Promise((r) => setTimeout(r, 2_000));

    // Each old instance in turn: the release's instance joins the pool (the first one migrates
    // while both old ones serve), then the old one leaves it and is stopped with SIGTERM.
    const { exitCodes, firstReadyAt: migratedAt } = await replaceOneByOne(
      proxy,
      old,
      () => start(release),
      (instance) => instance.stop('SIGTERM'),
    );
    await new Promise((r) => setTimeout(r, 2_000));
    await load.stop();
    const { counts, acknowledged } = load;

    // Every acknowledged order is in the database.
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const stored = await client.query<{ number: number }>(
      'select number from orders where number = any($1::int[])',
      [[...acknowledged]],
    );
    const column = await client.query(
      "select 1 from information_schema.columns where table_name = 'orders' and column_name = 'rolling_update_note'",
    );
    await client.end();

    const servedByOldAfterMigration = proxy.log.filter(
      (entry) => old.some((instance) => instance.port === entry.port) && entry.at > migratedAt,
    ).length;
    const figures = {
      ...loadFigures(counts),
      ordersStored: stored.rowCount,
      servedByOldAfterMigration,
      oldExitCodes: exitCodes,
    };
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/rolling-update.json', `${JSON.stringify(figures, null, 2)}\n`);
    console.log('rolling update:', JSON.stringify(figures));

    expect(counts.fivexx).toEqual([]);
    expect(counts.networkErrors).toEqual([]);
    expect(counts.ordersAcknowledged).toBeGreaterThan(20);
    expect(counts.pages).toBeGreaterThan(100);
    expect(stored.rowCount).toBe(acknowledged.size);
    expect(column.rowCount).toBe(1);
    expect(servedByOldAfterMigration).toBeGreaterThan(0);
    expect(exitCodes).toEqual([0, 0]);
  });
});
