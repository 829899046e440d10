import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract as tarExtract, pack as tarPack, type Pack } from 'tar-stream';
import { MIGRATIONS_FOLDER, type DbOrTx, type Handle } from '../db/client';
import type { Storage, StorageArea } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';
import { tablesInRestoreOrder } from './tables';

/**
 * One archive holding everything a site owns: every table's rows (engine-neutral JSON lines, so an
 * embedded database's backup restores on a PostgreSQL server and back), the uploaded photos and
 * the private attachments, and a manifest (app version, migration level, counts, file hashes).
 * A gzipped tar: `tar -tzf` lists it. Layout: manifest.json, files/<area>/<key>, db/<table>.jsonl.
 */

export const BACKUP_FORMAT = 'saba-backup';
const FORMAT_VERSION = 1;
const AREAS: StorageArea[] = ['menu-media', 'private'];
/** Rows put back per statement. */
const CHUNK = 500;

export type StorageAreas = Record<StorageArea, Storage>;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  app: string;
  createdAt: string;
  database: Handle['kind'];
  migrations: { count: number; last: string };
  tables: Record<string, number>;
  files: { area: StorageArea; key: string; size: number; sha256: string; type: string }[];
};

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Journal = { entries: { idx: number; tag: string }[] };

/** The migrations this code knows, in order. */
function codeMigrations(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

function appVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  return String(pkg.version ?? 'unknown');
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function migrationLevel(db: DbOrTx): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
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
  const tables = tablesInRestoreOrder();
  const dumps = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  const level = await handle.db.transaction(
    async (tx) => {
      for (const table of tables) {
        const result = await tx.execute(
          sql.raw(`select row_to_json(t)::text as row from ${quote(table.name)} t`),
        );
        const rows = rowsOf<{ row: string }>(result).map((r) => r.row);
        counts[table.name] = rows.length;
        dumps.set(table.name, Buffer.from(rows.length ? `${rows.join('\n')}\n` : ''));
      }
      return migrationLevel(tx);
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
    files,
  };

  const pack = tarPack();
  const written = pipeline(pack, zlib.createGzip(), output);
  await addEntry(pack, 'manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  for (const file of files) {
    const bytes = await storage[file.area].get(file.key);
    if (!bytes || sha256(bytes) !== file.sha256) {
      throw new BackupError(`${file.area}/${file.key} changed while the backup was written`);
    }
    await addEntry(pack, `files/${file.area}/${file.key}`, bytes);
  }
  for (const table of tables)
    await addEntry(pack, `db/${table.name}.jsonl`, dumps.get(table.name)!);
  pack.finalize();
  await written;
  return manifest;
}

async function tableCounts(db: DbOrTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tablesInRestoreOrder()) {
    const result = await db.execute(
      sql.raw(`select count(*)::int as count from ${quote(table.name)}`),
    );
    counts[table.name] = rowsOf<{ count: number }>(result)[0]?.count ?? 0;
  }
  return counts;
}

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== BACKUP_FORMAT || typeof manifest.version !== 'number') {
    throw new BackupError('This file is not a backup of this site (no manifest).');
  }
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupError('This backup was written by a newer version: update the code first.');
  }
  const known = codeMigrations().length;
  if ((manifest.migrations?.count ?? 0) > known) {
    throw new BackupError(
      `This backup comes from a newer database (migration ${manifest.migrations?.count}, ` +
        `${manifest.migrations?.last}); this code knows ${known}. Update the code first.`,
    );
  }
  return manifest as BackupManifest;
}

async function putRows(tx: DbOrTx, table: { name: string; columns: string[] }, lines: string[]) {
  if (lines.length === 0) return;
  const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // Columns the archive has and this code knows; a column added since keeps its default.
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = table.columns.filter((column) => present.has(column)).map(quote);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
    await tx.execute(
      sql`${sql.raw(`insert into ${quote(table.name)} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${quote(table.name)}, `)}${chunk}::json${sql.raw(')')}`,
    );
  }
}

/** Serial columns continue after the restored rows. */
async function resetSequences(tx: DbOrTx): Promise<void> {
  const result = await tx.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'`);
  for (const { table_name: table, column_name: column } of rowsOf<{
    table_name: string;
    column_name: string;
  }>(result)) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quote(table)}', '${column}'), ` +
          `coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      ),
    );
  }
}

export type RestoreOptions = { force?: boolean };

/**
 * Brings an archive back into an empty database and storage (or, with `force`, replaces what they
 * hold). Refuses an archive from a newer migration level than this code, and checks every file's
 * hash and every table's count against the manifest.
 */
export async function restoreBackup(
  handle: Handle,
  storage: StorageAreas,
  input: Readable,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const extract = tarExtract();
  const reading = pipeline(input, zlib.createGunzip(), extract).catch((error: unknown) => {
    throw new BackupError(`This file cannot be read as a backup: ${(error as Error).message}`);
  });
  let manifest: BackupManifest | null = null;
  const lines = new Map<string, string[]>();
  const expected = new Map<string, BackupManifest['files'][number]>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const body = await streamToBuffer(entry);
      if (!manifest) {
        if (name !== 'manifest.json')
          throw new BackupError('This file is not a backup of this site.');
        manifest = checkManifest(JSON.parse(body.toString('utf8')));
        for (const file of manifest.files) expected.set(`files/${file.area}/${file.key}`, file);
        await prepareTarget(handle, storage, options);
        continue;
      }
      if (name.startsWith('files/')) {
        const file = expected.get(name);
        if (!file || sha256(body) !== file.sha256) {
          throw new BackupError(`${name} is not the file the manifest names (damaged archive).`);
        }
        await storage[file.area].put(file.key, body, file.type);
        expected.delete(name);
      } else if (name.startsWith('db/') && name.endsWith('.jsonl')) {
        const text = body.toString('utf8');
        lines.set(name.slice(3, -6), text ? text.replace(/\n$/, '').split('\n') : []);
      }
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(`This file cannot be read as a backup: ${(error as Error).message}`);
  }
  if (!manifest) throw new BackupError('This file is not a backup of this site (it is empty).');
  if (expected.size > 0) {
    throw new BackupError(`The archive lacks ${expected.size} of its files (damaged archive).`);
  }

  const restored = manifest;
  await handle.db.transaction(async (tx) => {
    for (const table of tablesInRestoreOrder())
      await putRows(tx, table, lines.get(table.name) ?? []);
    await resetSequences(tx);
    const counts = await tableCounts(tx);
    for (const [table, count] of Object.entries(restored.tables)) {
      if ((counts[table] ?? 0) !== count) {
        throw new BackupError(
          `${table}: ${counts[table]} rows restored, the manifest says ${count}.`,
        );
      }
    }
  });
  return restored;
}

/** An empty database and storage, or, with force, emptied. */
async function prepareTarget(handle: Handle, storage: StorageAreas, options: RestoreOptions) {
  const counts = await tableCounts(handle.db);
  const filled = Object.entries(counts).filter(([, count]) => count > 0);
  const files = await Promise.all(
    AREAS.map(async (area) => ({ area, keys: await storage[area].list() })),
  );
  const fileCount = files.reduce((n, area) => n + area.keys.length, 0);
  if ((filled.length > 0 || fileCount > 0) && !options.force) {
    throw new BackupError(
      `The target is not empty (${filled.map(([t, n]) => `${t}: ${n}`).join(', ') || 'no rows'}` +
        `; ${fileCount} files). Restore into an empty database and storage, or add --force to ` +
        'replace everything they hold.',
    );
  }
  if (filled.length > 0) {
    const names = tablesInRestoreOrder().map((table) => quote(table.name));
    await handle.db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
  }
  for (const { area, keys } of files) for (const key of keys) await storage[area].remove(key);
}
