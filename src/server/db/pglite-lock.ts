import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database at ${dir} is in use by another process (pid ${pid}). ` +
        'Stop that process first (for example the running `npm start`), or set DATABASE_URL ' +
        'to use a PostgreSQL server that several processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * When a process started, in clock ticks since boot (Linux); null elsewhere. With the pid it
 * names one process for good: a pid the system has given to another process since does not match.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count from its closing paren.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's owner still runs: the same pid, and (where we can tell) the same process. */
function ownerIsRunning(owner: number, startedAt: string | undefined): boolean {
  if (!Number.isFinite(owner) || owner === process.pid || !isAlive(owner)) return false;
  if (!startedAt) return true;
  const now = processStartTime(owner);
  return now === null || now === startedAt;
}

/**
 * PGlite does not lock its data directory, and two writers corrupt it. We hold a lock file with
 * our pid and start time next to the directory; a stale lock (its process is gone, or its pid now
 * belongs to another process) is taken over.
 * Returns a release function.
 */
export function acquirePgliteLock(dir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const lockPath = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim().split(' ')[0] === String(process.pid)) {
            fs.unlinkSync(lockPath);
          }
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, startedAt] = fs.readFileSync(lockPath, 'utf8').trim().split(' ');
      const owner = Number.parseInt(pid ?? '', 10);
      if (ownerIsRunning(owner, startedAt)) {
        throw new DatabaseInUseError(path.resolve(dir), owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
