import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, setDatabaseForTests, type Handle } from '@/server/db/client';

export type TestDatabase = Handle & { label: string; dispose: () => Promise<void> };

let template: Blob | undefined;

/** The run's migrated database (tests/setup/pglite-template.ts), read once per test process. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!template && file) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated PGlite database in memory: a copy of the run's migrated one (the migrations
 * still run, and find nothing left to apply).
 */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir: 'memory://', startFrom: migratedTemplate() });
  return { ...handle, label: 'pglite', dispose: handle.close };
}

/** A fresh, migrated database on the PostgreSQL server of TEST_DATABASE_URL, dropped after. */
export async function createPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `saba_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    label: 'postgres',
    dispose: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type Engine = { label: string; create: () => Promise<TestDatabase> };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as on CI). */
export function testEngines(): Engine[] {
  const engines: Engine[] = [{ label: 'pglite', create: createPgliteTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push({ label: 'postgres', create: () => createPostgresTestDatabase(url) });
  return engines;
}

/** Runs a suite once per engine; `use()` also makes it the process-wide database. */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of testEngines()) {
    describe(`${name} [${engine.label}]`, () => suite(engine));
  }
}

export function setAsAppDatabase(db: TestDatabase | undefined): void {
  setDatabaseForTests(db);
}

/**
 * A fresh database for the suite, also made the application's database (for code that calls
 * getDb()); returns a getter, valid inside the tests.
 */
export function freshAppDatabase(engine: Engine): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db?.dispose();
  });
  return () => db!;
}

/**
 * As freshAppDatabase, for suites that call the auth library: its instance is made anew for this
 * database, and dropped after (it holds the database it was made with).
 */
export function freshAuthDatabase(engine: Engine): () => TestDatabase {
  const resetAuth = async () => (await import('@/server/auth/auth')).resetAuthForTests();
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await resetAuth();
  });
  afterAll(async () => {
    await resetAuth();
    setAsAppDatabase(undefined);
    await db?.dispose();
  });
  return () => db!;
}
