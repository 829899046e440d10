import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/env';

/**
 * Where files live. Private files (visitor attachments) are never under a public URL; they are
 * read back only through authorised routes.
 */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

function safeKey(key: string): string {
  const normalised = path.posix.normalize(key);
  if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
    throw new Error(`bad storage key: ${key}`);
  return normalised;
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** Private storage: DATA_DIR/private on local disk. */
export function privateStorage(): Storage {
  return localStorage(path.join(serverEnv().DATA_DIR, 'private'));
}
