import type { OutgoingHttpHeader } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { generationOf, sameGeneration, type Generation } from './cache-generation.mts';

/**
 * The last version of each public page, as the front server sent it: its bytes, its
 * Content-Security-Policy (the hashes of the scripts the app wrote) and its compressed forms, worked out
 * once per version. A page the app serves from its own cache may be sent again from here, without
 * asking the app, until the cache generation changes (an edit) or its own lifetime ends.
 */

export type Encoding = 'br' | 'gzip';

export type StoredPage = {
  body: Buffer;
  policy: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Set when the page may be served again without the app. */
  servable?: {
    status: number;
    headers: [string, OutgoingHttpHeader][];
    generation: Generation;
    expiresAt: number;
  };
};

const MIN_COMPRESS_BYTES = 1024;

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

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** The body in the client's encoding, when compressing pays; compressed once per version. */
export function encodedBody(
  page: StoredPage,
  encoding: Encoding | null,
): { encoding: Encoding; body: Buffer } | null {
  if (!encoding || page.body.length < MIN_COMPRESS_BYTES) return null;
  page[encoding] ??= compress(page.body, encoding);
  return { encoding, body: page[encoding] };
}

export class PageCache {
  private readonly entries = new Map<string, StoredPage>();
  private readonly policyOf: (html: string, key: string | null) => string;
  private readonly maxEntries: number;

  constructor(policyOf: (html: string, key: string | null) => string, maxEntries = 256) {
    this.policyOf = policyOf;
    this.maxEntries = maxEntries;
  }

  /** A stored page that may be sent as it is: same generation, within its lifetime. */
  servable(key: string, now = Date.now()): StoredPage | null {
    const page = this.entries.get(key);
    const servable = page?.servable;
    if (!page || !servable) return null;
    if (!sameGeneration(servable.generation, generationOf(key)) || now >= servable.expiresAt) {
      page.servable = undefined;
      return null;
    }
    return page;
  }

  /**
   * The stored version of this body (the same bytes as last time: nothing to work out again), or
   * a new one. `key` null: a one-off answer (a form post), worked out and not kept.
   */
  prepare(key: string | null, body: Buffer, servable?: StoredPage['servable']): StoredPage {
    const known = key === null ? undefined : this.entries.get(key);
    if (known && known.body.length === body.length && known.body.equals(body)) {
      known.servable = servable;
      return known;
    }
    const page: StoredPage = {
      body: Buffer.from(body),
      policy: this.policyOf(body.toString('utf8'), key),
      servable,
    };
    if (key !== null) {
      this.entries.delete(key);
      this.entries.set(key, page);
      if (this.entries.size > this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    return page;
  }
}
