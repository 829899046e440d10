import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pack as tarPack, type Pack } from 'tar-stream';
import { z } from 'zod';
import { serverEnv } from '@/env';
import { secretFingerprint, storedAuthSecret } from '../auth/secret';
import { MIGRATIONS_FOLDER, type DbOrTx, type Handle } from '../db/client';
import type { Storage, StorageArea } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';
import { archivedRow, archivedRowsQuery, LEFT_OUT_TABLES } from './rules';
import { tablesInRestoreOrder } from './tables';

/**
 * One archive holding everything a site owns: every table's rows (engine-neutral JSON lines, so an
 * embedded database's backup restores on a PostgreSQL server and back), the uploaded photos and
 * the private attachments, and a manifest (app version, migration level, counts, the size and
 * SHA-256 of every entry). A gzipped tar: `tar -tzf` lists it. Layout: manifest.json,
 * files/<area>/<key>, db/<table>.jsonl. Nothing that opens a door is in it (rules.ts). Restoring
 * is restore.ts.
 */

export const BACKUP_FORMAT = 'saba-backup';
/** 2: the size of every table's entry, and which secret sealed the two-factor secrets. */
export const FORMAT_VERSION = 2;
export const AREAS = ['menu-media', 'private'] as const satisfies readonly StorageArea[];

export type StorageAreas = Record<StorageArea, Storage>;

export const manifestShape = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  app: z.string().max(100),
  createdAt: z.string().max(100),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string().max(200) }),
  tables: z.record(z.string().max(100), z.number().int().nonnegative()),
  /** Bytes of each table's entry (db/<table>.jsonl); absent in format 1. */
  tableBytes: z.record(z.string().max(100), z.number().int().nonnegative()).optional(),
  /** Which signing secret sealed the two-factor secrets (secretFingerprint); absent in format 1. */
  secret: z.string().max(100).nullable().optional(),
  files: z.array(
    z.object({
      area: z.enum(AREAS),
      key: z.string().min(1).max(1024),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      type: z.string().max(255),
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestShape>;
export type ArchivedFile = BackupManifest['files'][number];

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Journal = { entries: { idx: number; tag: string }[] };

/** The migrations this code knows, in order. */
export function codeMigrations(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** The tables a backup holds, each after the tables it refers to. */
export function archivedTables() {
  return tablesInRestoreOrder().filter((table) => !LEFT_OUT_TABLES.has(table.name));
}

function appVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  return String(pkg.version ?? 'unknown');
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const fileEntryName = (file: ArchivedFile) => `files/${file.area}/${file.key}`;
export const tableEntryName = (table: string) => `db/${table}.jsonl`;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function migrationLevel(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The fingerprint of the secret this site signs with (BETTER_AUTH_SECRET, or the stored one). */
export async function currentSecretFingerprint(db: DbOrTx): Promise<string | null> {
  const secret = serverEnv().BETTER_AUTH_SECRET ?? (await storedAuthSecret(db));
  return secret ? secretFingerprint(secret) : null;
}

function addEntry(pack: Pack, name: string, body: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.byteLength }, Buffer.from(body), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/**
 * Writes the archive to `output`. The rows come from one snapshot of the database (a repeatable
 * read transaction), so a backup taken while the site runs is consistent.
 */
export async function writeBackup(
  handle: Handle,
  storage: StorageAreas,
  output: Writable,
): Promise<BackupManifest> {
  // The output is connected first: one that cannot be written (a full disk, a closed download)
  // ends the backup at once, not after the database has been read.
  const pack = tarPack();
  const written = pipeline(pack, zlib.createGzip(), output);
  written.catch(() => {});
  const add = (name: string, body: Uint8Array) =>
    Promise.race([addEntry(pack, name, body), written]);

  const tables = archivedTables();
  const dumps = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  const tableBytes: Record<string, number> = {};
  const { level, secret } = await handle.db.transaction(
    async (tx) => {
      for (const table of tables) {
        const result = await tx.execute(sql.raw(archivedRowsQuery(table.name)));
        const rows = rowsOf<{ row: string }>(result).map((r) => archivedRow(table.name, r.row));
        const dump = Buffer.from(rows.length ? `${rows.join('\n')}\n` : '');
        counts[table.name] = rows.length;
        tableBytes[table.name] = dump.byteLength;
        dumps.set(table.name, dump);
      }
      return { level: await migrationLevel(tx), secret: await currentSecretFingerprint(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  // Files: hashed first (the manifest leads the archive), then read again as they are written.
  const files: BackupManifest['files'] = [];
  for (const area of AREAS) {
    for (const key of (await storage[area].list()).sort()) {
      const bytes = await storage[area].get(key);
      if (!bytes) continue;
      const type = sniffFileType(bytes.subarray(0, 16))?.mime ?? 'application/octet-stream';
      files.push({ area, key, size: bytes.byteLength, sha256: sha256(bytes), type });
    }
  }
  const migrations = codeMigrations();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    app: appVersion(),
    createdAt: new Date().toISOString(),
    database: handle.kind,
    migrations: { count: level, last: migrations[level - 1] ?? '' },
    tables: counts,
    tableBytes,
    secret,
    files,
  };

  await add('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  for (const file of files) {
    const bytes = await storage[file.area].get(file.key);
    if (!bytes || sha256(bytes) !== file.sha256) {
      throw new BackupError(`${file.area}/${file.key} changed while the backup was written`);
    }
    await add(fileEntryName(file), bytes);
  }
  for (const table of tables) await add(tableEntryName(table.name), dumps.get(table.name)!);
  pack.finalize();
  await written;
  return manifest;
}
