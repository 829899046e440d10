import 'server-only';
import fs from 'node:fs';

import path from 'node:path';

import type { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import { serverEnv } from '@/env';
import { secretFingerprint, STORED_SECRET_KEY, storedAuthSecret } from '../auth/secret';
import { MIGRATIONS_FOLDER, type DbOrTx, type Handle } from '../db/client';
import { settings, twoFactor, user } from '../db/schema';
import { type StorageArea } from '../storage/storage';
import {
  AREAS,
  archivedTables,
  BackupError,
  codeMigrations,
  fileEntryName,
  quote,
  rowsOf,
  sha256,
  type ArchivedFile,
  type BackupManifest,
  type StorageAreas,
} from './archive';
import { LEFT_OUT_TABLES } from './rules';
import { tablesInRestoreOrder } from './tables';
import {
  checkArchive,
  entriesOf,
  linesOf,
  readAll,
  restoredTable,
  type Entry,
} from './archive-check';

/**
 * Bringing an archive (archive.ts) back. Its entries are streamed, never read whole: each is
 * refused before it is read when it is larger than the manifest says (and the manifest itself,
 * a row, or a format-1 table larger than a sane bound), files are hashed as they pass, rows are
 * checked line by line and put back in chunks.
 */

/** Rows put back per statement. */
const CHUNK = 500;

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
