import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Options } from './s3';

const n = (key: string) => Number(/\d+/.exec(key)?.[0] ?? 0) % 256;

// A real S3-compatible server (s3rver, with its S3RVER access key).
describe('S3 storage', () => {
  let server: S3rver;
  let options: S3Options;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-s3-'));

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'saba-test', configs: [] }],
    });
    const { port } = await server.run();
    options = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'saba-test',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
      prefix: 'private/',
    };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('stores, reads back and removes a file under its area', async () => {
    const storage = s3Storage(options);
    const bytes = new TextEncoder().encode('%PDF-1.4 attachment é');
    await storage.put('contact/2026/ticket file.pdf', bytes, 'application/pdf');
    expect(await storage.get('contact/2026/ticket file.pdf')).toEqual(bytes);
    // Areas do not see each other's files.
    expect(
      await s3Storage({ ...options, prefix: 'menu-media/' }).get('contact/2026/ticket file.pdf'),
    ).toBeNull();
    await storage.remove('contact/2026/ticket file.pdf');
    expect(await storage.get('contact/2026/ticket file.pdf')).toBeNull();
    await storage.remove('contact/2026/ticket file.pdf');
  });

  it('lists every key of its own area, past one page of results', async () => {
    const storage = s3Storage({ ...options, prefix: 'menu-media/', listPageSize: 2 });
    const other = s3Storage({ ...options, prefix: 'private/' });
    await other.put('contact/not-mine.pdf', new Uint8Array([1]), 'application/pdf');
    const keys = Array.from({ length: 5 }, (_, n) => `library/photo & ${n}.png`);
    for (const key of keys) await storage.put(key, new Uint8Array([n(key)]), 'image/png');
    expect((await storage.list()).sort()).toEqual([...keys].sort());
    expect(await other.list()).toEqual(['contact/not-mine.pdf']);
  });

  it('fails loudly when the server refuses the request', async () => {
    const storage = s3Storage({ ...options, accessKeyId: 'UNKNOWN-KEY' });
    await expect(storage.put('x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/S3 put/);
  });

  it('refuses keys that climb out of the area', async () => {
    const storage = s3Storage(options);
    await expect(storage.get('../secrets.txt')).rejects.toThrow(/bad storage key/);
  });
});
