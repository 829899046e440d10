import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/env';
import { s3Storage } from './s3';
import type { Storage } from './store';

export type { Storage };

export function safeKey(key: string): string {
  const normalised = path.posix.normalize(key);
  if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
    throw new Error(`bad storage key: ${key}`);
  return normalised;
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, body) {
      // Written aside, then renamed: a full or failing disk never leaves half a file under the key.
      const file = resolve(key);
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(partial, body);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true }).catch(() => {});
        throw error;
      }
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
    async list() {
      let names: string[];
      try {
        names = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return names.map((name) => name.split(path.sep).join('/'));
    },
  };
}

export type StorageArea = 'private' | 'menu-media';

/**
 * Where an area's files live: an S3-compatible bucket when S3_BUCKET is set (the bucket stays
 * private; files are served only through this app's routes), else DATA_DIR on local disk.
 */
export function storageFor(area: StorageArea): Storage {
  const env = serverEnv();
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      pathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      prefix: `${area}/`,
    });
  }
  return localStorage(
    path.join(env.DATA_DIR, ...(area === 'private' ? ['private'] : ['uploads', 'menu-media'])),
  );
}

/** Visitor attachments: never under a public URL. */
export function privateStorage(): Storage {
  return storageFor('private');
}
