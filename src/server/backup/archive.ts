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
import { z } from 'zod';
import { safeKey, type Storage, type StorageArea } from '../storage/storage';
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
const AREAS = ['menu-media', 'private'] as const satisfies readonly StorageArea[];
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

/**
 * Migrations that change the shape of stored values rather than the tables (their file starts
 * with "-- Data:"): rows restored from a backup made before one of them are brought up to date by
 * running it again over them, in the restore's transaction.
 */
async function upgradeRows(tx: DbOrTx, archiveLevel: number): Promise<void> {
  for (const tag of codeMigrations().slice(archiveLevel)) {
    const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
    if (!text.startsWith('-- Data:')) continue;
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
  }
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
  // The output is connected first: one that cannot be written (a full disk, a closed download)
  // ends the backup at once, not after the database has been read.
  const pack = tarPack();
  const written = pipeline(pack, zlib.createGzip(), output);
  written.catch(() => {});
  const add = (name: string, body: Uint8Array) =>
    Promise.race([addEntry(pack, name, body), written]);

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

  await add('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  for (const file of files) {
    const bytes = await storage[file.area].get(file.key);
    if (!bytes || sha256(bytes) !== file.sha256) {
      throw new BackupError(`${file.area}/${file.key} changed while the backup was written`);
    }
    await add(`files/${file.area}/${file.key}`, bytes);
  }
  for (const table of tables) await add(`db/${table.name}.jsonl`, dumps.get(table.name)!);
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

const manifestShape = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  app: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string() }),
  tables: z.record(z.string(), z.number().int().nonnegative()),
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

function checkManifest(value: unknown): BackupManifest {
  const format = (value as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT || typeof format.version !== 'number') {
    throw new BackupError('This file is not a backup of this site (no manifest).');
  }
  if (format.version > FORMAT_VERSION) {
    throw new BackupError('This backup was written by a newer version: update the code first.');
  }
  const parsed = manifestShape.safeParse(value);
  if (!parsed.success) {
    throw new BackupError('The manifest of this backup cannot be read (damaged archive).');
  }
  const manifest = parsed.data;
  const known = codeMigrations().length;
  if (manifest.migrations.count > known) {
    throw new BackupError(
      `This backup comes from a newer database (migration ${manifest.migrations.count}, ` +
        `${manifest.migrations.last}); this code knows ${known}. Update the code first.`,
    );
  }
  for (const file of manifest.files) {
    try {
      safeKey(file.key);
    } catch {
      throw new BackupError(`The manifest names a file outside storage: ${file.key}`);
    }
  }
  const tables = new Set(tablesInRestoreOrder().map((table) => table.name));
  const unknown = Object.keys(manifest.tables).filter((table) => !tables.has(table));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup holds tables this code does not know: ${unknown.join(', ')}.`,
    );
  }
  return manifest;
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

type ArchiveContents = { manifest: BackupManifest; rows: Map<string, string[]> };

/** Every entry of the archive, in order: its name and bytes. */
async function* entriesOf(input: Readable): AsyncGenerator<{ name: string; body: Buffer }> {
  const extract = tarExtract();
  const reading = pipeline(input, zlib.createGunzip(), extract);
  // Its failure is reported by the loop or the await below; a reader that stops early ends it.
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, body: await streamToBuffer(entry) };
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`This file cannot be read as a backup: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}

const fileEntryName = (file: BackupManifest['files'][number]) => `files/${file.area}/${file.key}`;

/**
 * The first reading: the manifest, every file's hash and every table's rows are checked before
 * anything is written, so a damaged archive changes nothing, even with --force.
 */
async function readArchive(input: Readable): Promise<ArchiveContents> {
  let manifest: BackupManifest | null = null;
  const rows = new Map<string, string[]>();
  const expected = new Map<string, BackupManifest['files'][number]>();
  for await (const { name, body } of entriesOf(input)) {
    if (!manifest) {
      if (name !== 'manifest.json')
        throw new BackupError('This file is not a backup of this site.');
      manifest = checkManifest(parseJson(body.toString('utf8'), name));
      for (const file of manifest.files) expected.set(fileEntryName(file), file);
    } else if (name.startsWith('files/')) {
      const file = expected.get(name);
      if (!file || sha256(body) !== file.sha256) {
        throw new BackupError(`${name} is not the file the manifest names (damaged archive).`);
      }
      expected.delete(name);
    } else if (name.startsWith('db/') && name.endsWith('.jsonl')) {
      const text = body.toString('utf8');
      const lines = text ? text.replace(/\n$/, '').split('\n') : [];
      for (const line of lines) parseJson(line, name);
      rows.set(name.slice(3, -6), lines);
    }
  }
  if (!manifest) throw new BackupError('This file is not a backup of this site (it is empty).');
  if (expected.size > 0) {
    throw new BackupError(`The archive lacks ${expected.size} of its files (damaged archive).`);
  }
  for (const [table, count] of Object.entries(manifest.tables)) {
    const found = rows.get(table)?.length ?? 0;
    if (found !== count) {
      throw new BackupError(
        `${table}: the archive holds ${found} rows, its manifest says ${count} (damaged archive).`,
      );
    }
  }
  return { manifest, rows };
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError(`${where} cannot be read (damaged archive).`);
  }
}

/**
 * Brings an archive back into an empty database and storage (or, with `force`, replaces what they
 * hold). Refuses an archive from a newer migration level than this code, and checks every file's
 * hash and every table's count against the manifest before anything is written. `open` gives the
 * archive's bytes; it is read twice (checked first, then written), so nothing is held in memory
 * but the rows.
 *
 * The rows go in one transaction (emptying the tables, with force, is part of it). Files new to
 * storage are written before it and removed again if it fails; files it replaces or drops are
 * changed only once it has committed.
 */
export async function restoreBackup(
  handle: Handle,
  storage: StorageAreas,
  open: () => Readable,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const { manifest, rows } = await readArchive(open());
  const target = await describeTarget(handle, storage);
  if (!target.empty && !options.force) {
    throw new BackupError(
      `The target is not empty (${target.summary}). Restore into an empty database and ` +
        'storage, or add --force to replace everything they hold.',
    );
  }

  const wanted = new Map(manifest.files.map((file) => [fileEntryName(file), file]));
  const added: { area: StorageArea; key: string }[] = [];
  const replacing: { file: BackupManifest['files'][number]; body: Buffer }[] = [];
  try {
    for await (const { name, body } of entriesOf(open())) {
      const file = wanted.get(name);
      if (!file) continue;
      if (sha256(body) !== file.sha256) {
        throw new BackupError(`${name} changed while it was restored.`);
      }
      if (target.keys[file.area].has(file.key)) {
        const current = await storage[file.area].get(file.key);
        if (!current || sha256(current) !== file.sha256) replacing.push({ file, body });
      } else {
        await storage[file.area].put(file.key, body, file.type);
        added.push({ area: file.area, key: file.key });
      }
    }
    await handle.db.transaction(async (tx) => {
      if (!target.empty) {
        const names = tablesInRestoreOrder().map((table) => quote(table.name));
        await tx.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
      }
      for (const table of tablesInRestoreOrder()) {
        await putRows(tx, table, rows.get(table.name) ?? []).catch((error: unknown) => {
          // The database's own words (Drizzle's wrapper would repeat the whole statement).
          const cause = (error as { cause?: unknown }).cause;
          const reason = (cause instanceof Error ? cause : (error as Error)).message;
          throw new BackupError(`The rows of ${table.name} cannot be put back: ${reason}`);
        });
      }
      await upgradeRows(tx, manifest.migrations.count);
      await resetSequences(tx);
      const counts = await tableCounts(tx);
      for (const [table, count] of Object.entries(manifest.tables)) {
        if ((counts[table] ?? 0) !== count) {
          throw new BackupError(
            `${table}: ${counts[table]} rows restored, the manifest says ${count}.`,
          );
        }
      }
    });
  } catch (error) {
    for (const { area, key } of added) await storage[area].remove(key).catch(() => {});
    throw error;
  }
  for (const { file, body } of replacing) await storage[file.area].put(file.key, body, file.type);
  for (const area of AREAS) {
    for (const key of target.keys[area]) {
      if (!wanted.has(`files/${area}/${key}`)) await storage[area].remove(key);
    }
  }
  return manifest;
}

/** What the target database and storage hold now. */
async function describeTarget(handle: Handle, storage: StorageAreas) {
  const counts = await tableCounts(handle.db);
  const filled = Object.entries(counts).filter(([, count]) => count > 0);
  const keys = {} as Record<StorageArea, Set<string>>;
  for (const area of AREAS) keys[area] = new Set(await storage[area].list());
  const fileCount = AREAS.reduce((n, area) => n + keys[area].size, 0);
  return {
    empty: filled.length === 0 && fileCount === 0,
    keys,
    summary: `${filled.map(([t, n]) => `${t}: ${n}`).join(', ') || 'no rows'}; ${fileCount} files`,
  };
}
