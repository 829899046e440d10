import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/env';
import { logger } from '../logger';
import * as schema from './schema';
import { acquirePgliteLock } from './pglite-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Handle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool: its connections now (metrics); none on the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  /** The embedded database's data directory as a tarball (`startFrom` opens a copy of it). */
  dumpDataDir?: () => Promise<Blob>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 7_305_112;

export type OpenOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite only: a data directory to start from, as `dumpDataDir` wrote it (the tests' migrated
   * copy: loading one takes a third of the time `initdb` and the migrations take).
   */
  startFrom?: Blob;
  migrate?: boolean;
};

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Handle> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquirePgliteLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create({
      ...(inMemory ? {} : { dataDir: path.resolve(dataDir) }),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
    });
    const pgliteDb = drizzle(client, { schema });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      migrate: async () => {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
      },
      dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => logger.error({ err: error }, 'postgres pool error'));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Several instances may start together: one migrates while the others wait on the lock,
      // held on one dedicated connection (advisory locks belong to a session).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
  };
}

/** Opens a database (PGlite or PostgreSQL) and applies the committed migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Handle> {
  const handle = options.url
    ? await openPostgres(options.url)
    : await openPglite(options.dataDir ?? './data/db', options.startFrom);
  if (options.migrate !== false) {
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

/** The database the environment names: DATABASE_URL, else the embedded one under DATA_DIR. */
export function openConfiguredDatabase(): Promise<Handle> {
  const env = serverEnv();
  return openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db') });
}

/** Opens the configured database for a command-line task and closes it afterwards. */
export async function withConfiguredDatabase<T>(task: (handle: Handle) => Promise<T>): Promise<T> {
  const handle = await openConfiguredDatabase();
  try {
    return await task(handle);
  } finally {
    await handle.close();
  }
}

const globalForDb = globalThis as unknown as { sabaDb?: Promise<Handle> };

/** Set by Next while it builds; no page may read the database then (ADR 0001). */
function isBuilding(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** The process-wide database, opened and migrated on first use (never at import time). */
export function getDatabase(): Promise<Handle> {
  if (!globalForDb.sabaDb && isBuilding()) {
    return Promise.reject(
      new Error('The database is not opened during `next build`: read it at request time.'),
    );
  }
  if (!globalForDb.sabaDb) {
    const opening = openConfiguredDatabase();
    globalForDb.sabaDb = opening;
    // A failed open must not be cached: the next call tries again.
    opening.catch(() => {
      if (globalForDb.sabaDb === opening) globalForDb.sabaDb = undefined;
    });
  }
  return globalForDb.sabaDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Used by tests and scripts to point the process at a database they opened themselves. */
export function setDatabaseForTests(handle: Handle | undefined): void {
  globalForDb.sabaDb = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = globalForDb.sabaDb;
  globalForDb.sabaDb = undefined;
  if (current) await (await current).close();
}
