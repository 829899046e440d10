import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BUILD, CHUNK_PATH } from './next-surface.mts';
import { acceptsGzip, compressBest, preferredEncoding, type Encoding } from './compression.mts';

/**
 * The build's script chunks, served by the front (docs/decisions/0009).
 *
 * Each chunk goes out with V8's explicit compile hint as its first line. Without it, Chrome
 * compiles a script's functions only when they are first called, on the main thread: when the
 * framework starts and hydrates the page, a quarter of its work was compiling functions it was
 * about to call. With the hint, Chrome compiles them while the script streams in, on a background
 * thread, and the page's first long tasks shrink accordingly. A comment changes nothing else: a
 * browser without the feature reads the same program.
 *
 * A chunk's name is its content's hash and never changes while the server runs: each is read once,
 * compressed once per encoding (Brotli at full quality: once per process), and kept. Brotli at full
 * quality takes up to a second for the largest chunk; while it is being made, a browser that also
 * takes gzip gets that (made in milliseconds) rather than wait, and the ones after it Brotli.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Chunk = {
  body: Buffer;
  /** Each encoding's bytes as they are being made, then made. */
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Each encoding's bytes once made. */
  made: Partial<Record<Encoding, Buffer>>;
};

/** The chunk in `encoding`, made once (a failure is forgotten, so that the next asks again). */
function compressed(chunk: Chunk, encoding: Encoding): Promise<Buffer> {
  let pending = chunk.compressed[encoding];
  if (!pending) {
    pending = compressBest(chunk.body, encoding);
    chunk.compressed[encoding] = pending;
    pending.then(
      (body) => {
        chunk.made[encoding] = body;
      },
      () => {
        delete chunk.compressed[encoding];
      },
    );
  }
  return pending;
}

/** Serves the build's chunks from `staticDir` (.next/static); anything else is left to Next. */
export function createScriptChunks(staticDir = path.join(process.cwd(), BUILD.staticDir)) {
  const folder = path.join(staticDir, 'chunks');
  let names: Set<string> | null = null;
  const chunks = new Map<string, Chunk>();

  /** The chunk of that name, or null when the build has none (Next then answers 404). */
  function chunkNamed(name: string): Chunk | null {
    // Listed once, on first use: the build is in place before the first page asks for a chunk.
    names ??= new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    if (!names.has(name)) return null;
    let chunk = chunks.get(name);
    if (!chunk) {
      const text = fs.readFileSync(path.join(folder, name));
      chunk = { body: Buffer.concat([Buffer.from(COMPILE_HINT), text]), compressed: {}, made: {} };
      chunks.set(name, chunk);
    }
    return chunk;
  }

  /**
   * Answers a request for a chunk and says true (`answering` first sets the headers every answer
   * carries); false for anything else.
   */
  return function serveScriptChunk(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    answering: () => void = () => undefined,
  ): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const name = CHUNK_PATH.exec(pathname)?.[1];
    const chunk = name ? chunkNamed(name) : null;
    if (!chunk) return false;
    const encoding =
      chunk.body.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : null;
    answering();
    res.setHeader('content-type', 'application/javascript; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('vary', 'Accept-Encoding');
    const send = (body: Buffer, as: Encoding | null) => {
      if (as) res.setHeader('content-encoding', as);
      res.setHeader('content-length', String(body.length));
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!encoding) {
      send(chunk.body, null);
      return true;
    }
    let as = encoding;
    if (as === 'br' && !chunk.made.br) {
      compressed(chunk, 'br').catch(() => undefined);
      if (acceptsGzip(req.headers['accept-encoding'])) as = 'gzip';
    }
    compressed(chunk, as).then(
      (body) => send(body, as),
      // This one gets the plain bytes; the next request tries again.
      () => send(chunk.body, null),
    );
    return true;
  };
}
