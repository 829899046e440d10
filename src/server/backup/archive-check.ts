import 'server-only';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

import { extract as tarExtract } from 'tar-stream';
import { safeKey } from '../storage/storage';
import {
  BACKUP_FORMAT,
  BackupError,
  codeMigrations,
  fileEntryName,
  FORMAT_VERSION,
  manifestShape,
  type ArchivedFile,
  type BackupManifest,
} from './archive';
import { LEFT_OUT_TABLES } from './rules';
import { tablesInRestoreOrder } from './tables';

/**
 * Reading an archive for a restore (restore.ts): its entries streamed, never read whole, each
 * refused before it is read when it is larger than the manifest says; the whole archive checked
 * against its manifest before anything is written.
 */

/** The manifest is a few kilobytes per thousand files. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/** One row of one table (a long inbox message with its notes is a few kilobytes). */
const ROW_MAX_BYTES = 16 * 1024 * 1024;
/** A table's entry in a format-1 archive, which does not say its size. */
const V1_TABLE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export type Entry = { name: string; size: number; body: AsyncIterable<Buffer> };

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
export async function* entriesOf(input: Readable): AsyncGenerator<Entry> {
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
export async function readAll(entry: Entry, max: number): Promise<Buffer> {
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
export async function* linesOf(entry: Entry): AsyncGenerator<string> {
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
export function restoredTable(name: string): string | null {
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
export async function checkArchive(input: Readable): Promise<BackupManifest> {
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
