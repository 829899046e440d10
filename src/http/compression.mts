import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';

/**
 * How the front compresses what it sends: quickly for an answer that waits (Brotli 5, gzip 6:
 * about 10 ms for a 400 KB page), at best for what it keeps and sends again (a stored page, a
 * script chunk). Brotli at its best makes pages 11-13% smaller (265 KB of HTML: 38.5 KB at 5,
 * 33.7 KB at 11) but takes 250-350 ms for a page and up to a second for the largest chunk, on one
 * of libuv's four threads, which also hash passwords and read files: those are made one at a time.
 */

export type Encoding = 'br' | 'gzip';

/** The encodings an Accept-Encoding header names without refusing them (q=0). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether the client takes gzip (named, or anything). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('gzip') || accepted.has('*');
}

function brotliOptions(body: Buffer, quality: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** `body` compressed quickly, for an answer that waits for it. */
export function compressQuick(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, 5)) : gzipSync(body);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its best, one body at a time across the front; how many wait for it. */
let brotliLine: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** How many bodies wait for Brotli at its best (the one being made included). */
export function waitingForBest(): number {
  return waiting;
}

/** `body` at its smallest: Brotli in the front's one line, gzip (a few milliseconds) at once. */
export function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  waiting++;
  const made = brotliLine.then(() =>
    brotli(body, brotliOptions(body, zlibConstants.BROTLI_MAX_QUALITY)),
  );
  brotliLine = made
    .catch(() => undefined)
    .finally(() => {
      waiting--;
    });
  return made;
}

/** Resolves once nothing waits for Brotli at its best (tests wait for it). */
export async function compressionsSettled(): Promise<void> {
  while (waiting > 0) await brotliLine;
}
