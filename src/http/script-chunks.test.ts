import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptChunks } from './script-chunks.mts';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-chunks-'));
const FRAMEWORK = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${'"x",'.repeat(2000)}]);\n`;
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'chunks', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'chunks', '0a1b-c2.js'), FRAMEWORK);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'small.js'), 'self.x=1;');
  fs.writeFileSync(path.join(staticDir, 'chunks', 'first-br.js'), FRAMEWORK);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'only-br.js'), FRAMEWORK);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'sub', 'nested.js'), 'self.y=1;');
  fs.writeFileSync(path.join(staticDir, 'secret.js'), 'self.secret=1;');
  const serveChunk = createScriptChunks(staticDir);
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (serveChunk(req, res, pathname, () => res.setHeader('x-answered-by', 'front'))) return;
    res.statusCode = 404;
    res.end('left to next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function get(
  pathname: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const answer = await new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, {
      method: init.method ?? 'GET',
      headers: init.headers,
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
  return answer;
}

describe("the build's script chunks", () => {
  it('go out with the compile hint as their first line, then the file unchanged', async () => {
    const answer = await get('/_next/static/chunks/0a1b-c2.js');
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-answered-by']).toBe('front');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it('compressed as the browser accepts, the same bytes once decoded', async () => {
    const expected = `//# allFunctionsCalledOnLoad\n${FRAMEWORK}`;
    const gzip = await get('/_next/static/chunks/0a1b-c2.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(expected);
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    // A client that takes Brotli only waits for it.
    const br = await get('/_next/static/chunks/only-br.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(expected.length / 10);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(expected);
  });

  it('a browser that also takes gzip gets it while Brotli is being made, and Brotli afterwards', async () => {
    const expected = `//# allFunctionsCalledOnLoad\n${FRAMEWORK}`;
    const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
    const first = await get('/_next/static/chunks/first-br.js', browser);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString('utf8')).toBe(expected);
    await expect
      .poll(
        async () =>
          (await get('/_next/static/chunks/first-br.js', browser)).headers['content-encoding'],
      )
      .toBe('br');
    const later = await get('/_next/static/chunks/first-br.js', browser);
    expect(brotliDecompressSync(later.body).toString('utf8')).toBe(expected);
    expect(later.body.length).toBeLessThan(first.body.length);
  });

  it('HEAD: the headers, no body', async () => {
    const answer = await get('/_next/static/chunks/small.js', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(
      String(Buffer.byteLength('//# allFunctionsCalledOnLoad\nself.x=1;')),
    );
    expect(answer.body.length).toBe(0);
  });

  it('anything but a chunk of the build is left to Next: other names, folders, methods', async () => {
    for (const pathname of [
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/sub/nested.js',
      '/_next/static/chunks/../secret.js',
      '/_next/static/chunks/%2e%2e%2fsecret.js',
      '/_next/static/chunks/.js',
      '/_next/static/secret.js',
      '/_next/static/chunks/0a1b-c2.js.map',
    ]) {
      const answer = await get(pathname);
      expect(answer.body.toString(), pathname).toBe('left to next');
    }
    const post = await get('/_next/static/chunks/small.js', { method: 'POST' });
    expect(post.body.toString()).toBe('left to next');
  });
});
