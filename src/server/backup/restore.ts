import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import { extract as tarExtract } from 'tar-stream';
import { serverEnv } from '@/env';
import { secretFingerprint, STORED_SECRET_KEY, storedAuthSecret } from '../auth/secret';
import { MIGRATIONS_FOLDER, type DbOrTx, type Handle } from '../db/client';
import { settings, twoFactor, user } from '../db/schema';
import { safeKey, type StorageArea } from '../storage/storage';
import {
  AREAS,
  archivedTables,
  BACKUP_FORMAT,
  BackupError,
  codeMigrations,
  fileEntryName,
  FORMAT_VERSION,
  manifestShape,
  quote,
  rowsOf,
  sha256,
  type ArchivedFile,
  type BackupManifest,
  type StorageAreas,
} from './archive';
import { LEFT_OUT_TABLES } from './rules';
import { tablesInRestoreOrder } from './tables';

/**
 * Bringing an archive (archive.ts) back. Its entries are streamed, never read whole: each is
 * refused before it is read when it is larger than the manifest says (and the manifest itself,
 * a row, or a format-1 table larger than a sane bound), files are hashed as they pass, rows are
 * checked line by line and put back in chunks.
 */

/** The manifest is a few kilobytes per thousand files. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/** One row of one table (a long inbox message with its notes is a few kilobytes). */
const ROW_MAX_BYTES = 16 * 1024 * 1024;
/** A table's entry in a format-1 archive, which does not say its size. */
const V1_TABLE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Rows put back per statement. */
const CHUNK = 500;

type Entry = { name: string; size: number; body: AsyncIterable<Buffer> };

function unreadable(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  return new BackupError(`This file cannot be read as a backup: ${(error as Error).message}`);
}

/** An entry's bytes; a cut-off or damaged archive fails as a BackupError wherever it is read. */
async function* bytesOf(entry: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of entry) yield chunk as Buffer;
  } catch (error) {
    throw unreadable(error);
  }
}

/** Every entry of the archive, in order, with its declared size and its bytes as a stream. */
async function* entriesOf(input: Readable): AsyncGenerator<Entry> {
  const extract = tarExtract();
  const reading = pipeline(input, zlib.createGunzip(), extract);
  // Its failure is reported by the loop or the await below; a reader that stops early ends it.
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const body = bytesOf(entry);
      yield { name: entry.header.name, size: entry.header.size ?? 0, body };
      // What the reader left unread is drained, not kept.
      for await (const chunk of body) void chunk;
    }
    await reading;
  } catch (error) {
    throw unreadable(error);
  } finally {
    input.destroy();
  }
}

function tooLarge(name: string): BackupError {
  return new BackupError(`${name} is larger than the manifest says (damaged archive).`);
}

/** The whole of an entry no larger than `max` bytes (the manifest, one file). */
async function readAll(entry: Entry, max: number): Promise<Buffer> {
  if (entry.size > max) throw tooLarge(entry.name);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry.body) {
    bytes += chunk.length;
    if (bytes > max) throw tooLarge(entry.name);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The SHA-256 of an entry, as it passes. */
async function hashOf(entry: Entry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of entry.body) hash.update(chunk);
  return hash.digest('hex');
}

/** An entry's lines, one at a time, none longer than a row may be. */
async function* linesOf(entry: Entry): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of entry.body) {
    let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let at = data.indexOf(0x0a);
    while (at >= 0) {
      yield data.subarray(0, at).toString('utf8');
      data = data.subarray(at + 1);
      at = data.indexOf(0x0a);
    }
    if (data.length > ROW_MAX_BYTES) throw tooLarge(entry.name);
    rest = Buffer.from(data);
  }
  if (rest.length) yield rest.toString('utf8');
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError(`${where} cannot be read (damaged archive).`);
  }
}

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

/** What an entry is: the table whose rows it holds (put back), or null (skipped). */
function restoredTable(name: string): string | null {
  if (!name.startsWith('db/') || !name.endsWith('.jsonl')) return null;
  const table = name.slice(3, -6);
  // An older archive's sessions and pending links are not brought back (rules.ts).
  return LEFT_OUT_TABLES.has(table) ? null : table;
}

/** The largest a table's entry may be: what the manifest says (format 2), or a bound (format 1). */
function tableEntryMax(manifest: BackupManifest, table: string): number {
  return manifest.tableBytes?.[table] ?? V1_TABLE_MAX_BYTES;
}

/**
 * The first reading: the manifest, every file's size and hash and every table's rows (each line
 * JSON, as many as the manifest counts) are checked before anything is written, so a damaged
 * archive changes nothing, even with --force.
 */
async function checkArchive(input: Readable): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const expected = new Map<string, ArchivedFile>();
  const counted = new Map<string, number>();
  for await (const entry of entriesOf(input)) {
    if (!manifest) {
      if (entry.name !== 'manifest.json') {
        throw new BackupError('This file is not a backup of this site.');
      }
      const text = (await readAll(entry, MANIFEST_MAX_BYTES)).toString('utf8');
      manifest = checkManifest(parseJson(text, entry.name));
      for (const file of manifest.files) expected.set(fileEntryName(file), file);
      continue;
    }
    if (entry.name.startsWith('files/')) {
      const file = expected.get(entry.name);
      if (!file) throw new BackupError(`${entry.name} is not a file the manifest names.`);
      if (entry.size !== file.size) throw tooLarge(entry.name);
      if ((await hashOf(entry)) !== file.sha256) {
        throw new BackupError(
          `${entry.name} is not the file the manifest names (damaged archive).`,
        );
      }
      expected.delete(entry.name);
      continue;
    }
    const table = restoredTable(entry.name);
    if (table === null) continue;
    if (entry.size > tableEntryMax(manifest, table)) throw tooLarge(entry.name);
    let rows = 0;
    for await (const line of linesOf(entry)) {
      parseJson(line, entry.name);
      rows++;
    }
    counted.set(table, rows);
  }
  if (!manifest) throw new BackupError('This file is not a backup of this site (it is empty).');
  if (expected.size > 0) {
    throw new BackupError(`The archive lacks ${expected.size} of its files (damaged archive).`);
  }
  for (const [table, count] of Object.entries(manifest.tables)) {
    if (LEFT_OUT_TABLES.has(table)) continue;
    const found = counted.get(table) ?? 0;
    if (found !== count) {
      throw new BackupError(
        `${table}: the archive holds ${found} rows, its manifest says ${count} (damaged archive).`,
      );
    }
  }
  return manifest;
}

async function putRows(tx: DbOrTx, table: { name: string; columns: string[] }, lines: string[]) {
  if (lines.length === 0) return;
  const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // Columns the archive has and this code knows; a column added since keeps its default.
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = table.columns.filter((column) => present.has(column)).map(quote);
  await tx.execute(
    sql`${sql.raw(`insert into ${quote(table.name)} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${quote(table.name)}, `)}${JSON.stringify(rows)}::json${sql.raw(')')}`,
  );
}

/** A table's rows, put back in chunks as they stream out of the archive. */
async function restoreTable(tx: DbOrTx, entry: Entry, table: { name: string; columns: string[] }) {
  let chunk: string[] = [];
  const flush = async () => {
    await putRows(tx, table, chunk).catch((error: unknown) => {
      // The database's own words (Drizzle's wrapper would repeat the whole statement).
      const cause = (error as { cause?: unknown }).cause;
      const reason = (cause instanceof Error ? cause : (error as Error)).message;
      throw new BackupError(`The rows of ${table.name} cannot be put back: ${reason}`);
    });
    chunk = [];
  };
  for await (const line of linesOf(entry)) {
    chunk.push(line);
    if (chunk.length >= CHUNK) await flush();
  }
  await flush();
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

/**
 * Second factors sealed with another secret than the one this site will sign with (its
 * BETTER_AUTH_SECRET, or the secret it keeps; a site without either makes a new one at start)
 * cannot be opened here: they are turned off, and the people named, to set theirs up again (a
 * passkey still works). Returns their addresses.
 */
async function settleTwoFactorSecrets(
  tx: DbOrTx,
  ownSecret: string | null,
  archived: string | null | undefined,
) {
  const secret = serverEnv().BETTER_AUTH_SECRET ?? ownSecret;
  if (secret && archived && archived === secretFingerprint(secret)) return [];
  const sealed = await tx.select({ userId: twoFactor.userId }).from(twoFactor);
  if (sealed.length === 0) return [];
  const ids = sealed.map((row) => row.userId);
  await tx.delete(twoFactor).where(inArray(twoFactor.userId, ids));
  const people = await tx
    .update(user)
    .set({ twoFactorEnabled: false })
    .where(inArray(user.id, ids))
    .returning({ email: user.email });
  return people.map((person) => person.email).sort();
}

export type RestoreOptions = { force?: boolean };

export type RestoreReport = {
  manifest: BackupManifest;
  /** Accounts whose authenticator app was turned off: it was sealed with another secret. */
  twoFactorTurnedOff: string[];
};

/**
 * Brings an archive back into an empty database and storage (or, with `force`, replaces what they
 * hold). Refuses an archive from a newer migration level than this code, and checks every entry
 * against the manifest before anything is written. `open` gives the archive's bytes; it is read
 * three times as a stream (checked, its files, its rows), so nothing is held in memory but one
 * file or one chunk of rows.
 *
 * The rows go in one transaction (emptying the tables, with force, is part of it). Files new to
 * storage are written before it and removed again if it fails; files it replaces or drops are
 * changed only once it has committed. The site keeps its own signing secret (a backup has none).
 */
export async function restoreBackup(
  handle: Handle,
  storage: StorageAreas,
  open: () => Readable,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const manifest = await checkArchive(open());
  const target = await describeTarget(handle, storage);
  if (!target.empty && !options.force) {
    throw new BackupError(
      `The target is not empty (${target.summary}). Restore into an empty database and ` +
        'storage, or add --force to replace everything they hold.',
    );
  }

  const wanted = new Map(manifest.files.map((file) => [fileEntryName(file), file]));
  const added: { area: StorageArea; key: string }[] = [];
  const replacing: { file: ArchivedFile; body: Buffer }[] = [];
  let twoFactorTurnedOff: string[] = [];
  try {
    for await (const entry of entriesOf(open())) {
      const file = wanted.get(entry.name);
      if (!file) continue;
      const body = await readAll(entry, file.size);
      if (sha256(body) !== file.sha256) {
        throw new BackupError(`${entry.name} changed while it was restored.`);
      }
      if (target.keys[file.area].has(file.key)) {
        const current = await storage[file.area].get(file.key);
        if (!current || sha256(current) !== file.sha256) replacing.push({ file, body });
      } else {
        await storage[file.area].put(file.key, body, file.type);
        added.push({ area: file.area, key: file.key });
      }
    }
    const tables = new Map(archivedTables().map((table) => [table.name, table]));
    twoFactorTurnedOff = await handle.db.transaction(async (tx) => {
      const ownSecret = await storedAuthSecret(tx);
      if (!target.empty) {
        const names = tablesInRestoreOrder().map((table) => quote(table.name));
        await tx.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
      }
      for await (const entry of entriesOf(open())) {
        const name = restoredTable(entry.name);
        const table = name === null ? undefined : tables.get(name);
        if (table) await restoreTable(tx, entry, table);
      }
      // This site's secret stays this site's: sessions it signs are not the archive's.
      await tx.delete(settings).where(sql`${settings.key} = ${STORED_SECRET_KEY}`);
      if (ownSecret) await tx.insert(settings).values({ key: STORED_SECRET_KEY, value: ownSecret });
      await upgradeRows(tx, manifest.migrations.count);
      await resetSequences(tx);
      const counts = await tableCounts(tx);
      for (const [table, count] of Object.entries(manifest.tables)) {
        if (LEFT_OUT_TABLES.has(table) || table === 'settings') continue;
        if ((counts[table] ?? 0) !== count) {
          throw new BackupError(
            `${table}: ${counts[table]} rows restored, the manifest says ${count}.`,
          );
        }
      }
      return settleTwoFactorSecrets(tx, ownSecret, manifest.secret);
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
  return { manifest, twoFactorTurnedOff };
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
