// `npm run backup [-- --out FILE]`: one archive of the database, the uploaded photos and the private
// attachments (src/server/backup/archive.ts). On PostgreSQL it works while the servers run; the
// embedded database can be opened by one process only, so stop the server first.
// `npm run restore -- FILE [--force]`: brings an archive back into an empty database and storage
// (DATABASE_URL or the embedded one, S3 or local files, as the environment says).
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, writeBackup } from '../src/server/backup/archive';
import { restoreBackup } from '../src/server/backup/restore';
import type { Handle } from '../src/server/db/client';
import { storageFor } from '../src/server/storage/storage';
import { openForCommand, parseArgs, runCommands, UsageError } from './lib/cli';

const USAGE = `Usage:
  npm run backup [-- --out FILE]          (default: backups/saba-backup-<date>.tar.gz)
  npm run restore -- FILE [--force]       (--force replaces what the database and storage hold)`;

const storage = () => ({ 'menu-media': storageFor('menu-media'), private: storageFor('private') });

function open(): Promise<Handle> {
  return openForCommand(
    `While the server runs on the embedded database, an owner downloads the ` +
      'same archive in the console (Settings, "Download backup"); or stop the server first.',
  );
}

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
}

async function backup(args: string[]) {
  const parsed = parseArgs(args, { values: ['out'] });
  const out = parsed.values.out ?? path.join('backups', `saba-backup-${stamp()}.tar.gz`);
  if (fs.existsSync(out) && fs.statSync(out).isDirectory()) {
    throw new UsageError(`${out} is a folder: name the archive file to write.`);
  }
  // One folder level is made (the default backups/); a deeper path must exist (a recursive mkdir
  // under /proc or /sys never returns).
  const folder = path.dirname(path.resolve(out));
  if (!fs.existsSync(folder)) {
    if (!fs.existsSync(path.dirname(folder))) throw new UsageError(`No such folder: ${folder}`);
    fs.mkdirSync(folder);
  }
  const handle = await open();
  const partial = `${out}.partial`;
  try {
    const manifest = await writeBackup(
      handle,
      storage(),
      fs.createWriteStream(partial, { fd: fs.openSync(partial, 'w') }),
    );
    fs.renameSync(partial, out);
    const rows = Object.values(manifest.tables).reduce((n, count) => n + count, 0);
    console.log(
      `Backup written to ${out}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
        `${manifest.files.length} files, migration ${manifest.migrations.count} ` +
        `(${manifest.migrations.last}), ${fs.statSync(out).size} bytes.`,
    );
  } finally {
    fs.rmSync(partial, { force: true });
    await handle.close();
  }
}

async function restore(args: string[]) {
  const parsed = parseArgs(args, { flags: ['force'], positionals: 1 });
  const file = parsed.positionals[0];
  if (!file) throw new UsageError('Name the archive to restore.');
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  if (!fs.statSync(file).isFile()) throw new UsageError(`${file} is not a file.`);
  const handle = await open();
  try {
    const { manifest, twoFactorTurnedOff } = await restoreBackup(
      handle,
      storage(),
      () => fs.createReadStream(file),
      { force: parsed.flags.has('force') },
    );
    const rows = Object.values(manifest.tables).reduce((n, count) => n + count, 0);
    console.log(
      `Restored ${rows} rows and ${manifest.files.length} files from ${file} ` +
        `(written ${manifest.createdAt} by version ${manifest.app} on ${manifest.database}).`,
    );
    // A backup keeps no session, pending link or signing secret: everyone signs in again.
    console.log('Staff sign in again: a backup holds no session or sign-in link.');
    if (twoFactorTurnedOff.length > 0) {
      console.log(
        `The authenticator apps of ${twoFactorTurnedOff.join(', ')} were set up under another ` +
          'signing secret (BETTER_AUTH_SECRET) and are turned off: each sets theirs up again ' +
          'under Account security (a passkey still works). Restore with the same ' +
          'BETTER_AUTH_SECRET to keep them.',
      );
    }
  } finally {
    await handle.close();
  }
}

runCommands(
  { backup, restore },
  {
    usage: USAGE,
    explain: (error) => (error instanceof BackupError ? error.message : null),
  },
);
