import type { OutgoingHttpHeader } from 'node:http';
import { compressBest, compressQuick, waitingForBest, type Encoding } from './compression.mts';
import { generationOf, sameGeneration, type Generation } from './cache-generation.mts';

/**
 * The last version of each public page, as the front server sent it: its bytes, its
 * Content-Security-Policy (the hashes of the scripts the app wrote) and its compressed forms, worked out
 * once per version. A page the app serves from its own cache may be sent again from here, without
 * asking the app, until the cache generation changes (an edit) or its own lifetime ends.
 */

export type StoredPage = {
  body: Buffer;
  policy: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The encodings whose best form has been asked for (a stored page's, made in the background). */
  best?: Set<Encoding>;
  /** Set when the page may be served again without the app. */
  servable?: {
    status: number;
    headers: [string, OutgoingHttpHeader][];
    generation: Generation;
    expiresAt: number;
  };
};

const MIN_COMPRESS_BYTES = 1024;

/** Replaces a stored page's quick form with its smallest once that is made. */
async function compressBestLater(page: StoredPage, encoding: Encoding): Promise<void> {
  const best = await compressBest(page.body, encoding).catch(() => null);
  const quick = page[encoding];
  if (best && quick && best.length < quick.length) page[encoding] = best;
}

/**
 * An edit makes every page new at once (two languages, two encodings each): past this many bodies
 * waiting for Brotli at its best, a page keeps its quick form until its next version.
 */
const MAX_WAITING = 64;

/**
 * The body in the client's encoding, when compressing pays: compressed once per version, quickly
 * for this answer; a stored page (one that may be sent again) gets its best form made meanwhile.
 */
export function encodedBody(
  page: StoredPage,
  encoding: Encoding | null,
): { encoding: Encoding; body: Buffer } | null {
  if (!encoding || page.body.length < MIN_COMPRESS_BYTES) return null;
  page[encoding] ??= compressQuick(page.body, encoding);
  if (page.servable && !page.best?.has(encoding)) {
    (page.best ??= new Set()).add(encoding);
    if (encoding === 'gzip' || waitingForBest() < MAX_WAITING)
      void compressBestLater(page, encoding);
  }
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
