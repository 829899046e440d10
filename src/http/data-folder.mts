import fs from 'node:fs';
import path from 'node:path';
import { BUILD } from './next-surface.mts';

/**
 * The one folder the server writes (DATA_DIR: the embedded database, uploads, mail files and, in
 * the image, Next's page caches), checked at start so that a read-only filesystem or a volume not
 * mounted stops the process with a sentence instead of failing on the first write.
 */

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EROFS') return 'the filesystem is read-only';
  if (code === 'EACCES' || code === 'EPERM') return 'this user may not write there';
  return code ?? String(error);
}

/**
 * Makes sure `dataDir` exists and takes a file, and that the targets of cache folders that are
 * links exist. Returns why not, for "Cannot start: …", or null.
 */
export function prepareDataFolder(dataDir: string, root = process.cwd()): string | null {
  const folder = path.resolve(root, dataDir);
  try {
    fs.mkdirSync(folder, { recursive: true });
    const probe = path.join(folder, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    return (
      `the data folder ${folder} cannot be written (${reasonOf(error)}). Mount a writable volume ` +
      `there, or set DATA_DIR to a folder this user may write.`
    );
  }
  // Next's runtime caches: the image links each to a folder on the data volume.
  for (const cache of BUILD.runtimeCaches) {
    const link = path.join(root, cache);
    try {
      if (!fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) continue;
      fs.mkdirSync(path.resolve(path.dirname(link), fs.readlinkSync(link)), { recursive: true });
    } catch (error) {
      return `the page cache folder ${link} cannot be made (${reasonOf(error)}).`;
    }
  }
  return null;
}
