/**
 * Next.js's page and data cache shared by every app instance through Redis (REDIS_URL), with a
 * small in-process layer in front so that a cache hit costs no network round trip.
 *
 * - Entries live in Redis under a key per build (a page of one build names that build's script
 *   files), and in each process's memory (bounded by bytes, least recently used out first).
 * - Tag invalidations (a staff edit) are global: a hash of tag -> times in Redis, and a message on
 *   a channel every instance listens to. Each process keeps the tag times in memory and checks
 *   every entry against them on every read, so an edit on one instance reaches the others before
 *   their next request (the editing request waits for the message to be published).
 * - Redis down or restarting never takes the site down: reads miss (pages are rendered, slower),
 *   writes stay local, invalidations are applied locally and sent to Redis once it is back; on
 *   every (re)connection the tag times are read again, so nothing missed while away is kept.
 *
 * Loaded by Next at run time (next.config.ts `cacheHandler`), outside the app's bundle: plain
 * JavaScript, keeping its state in the app link (app-link.mts) so that the health check can read it.
 */
import v8 from 'node:v8';
import { createClient, RESP_TYPES } from '@redis/client';
import { appLink } from './app-link.mts';
import { invalidatePages } from './cache-generation.mts';
import {
  cacheEntryBytes,
  cacheEntryTags,
  readBuildId,
  type CacheAskedWith as AskedWith,
  type CacheEntry,
  type CachedValue,
} from './next-surface.mts';

const TAGS_KEY = 'saba:cache:tags';
const TAGS_CHANNEL = 'saba:cache:tags';
/** Entries a day old are dropped by Redis itself; a page is rendered again at worst. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const READ_TIMEOUT_MS = 300;
const WRITE_TIMEOUT_MS = 2_000;
const MEMORY_LIMIT_BYTES = 96 * 1024 * 1024;

type TagTimes = { expired?: number; stale?: number };
type Entry = CacheEntry;
function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
}
type Client = ReturnType<typeof newClient>;

type State = {
  prefix: string;
  tags: Map<string, TagTimes>;
  memory: Map<string, { entry: Entry; bytes: number }>;
  memoryBytes: number;
  /** Invalidations made while Redis was away, sent once it is back. */
  unsent: Map<string, TagTimes>;
  ready: boolean;
  client: Client;
  binary: Client;
  subscriber: Client;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis: no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/** A tag's times, merged with what is known (the later time wins); true when it changed. */
function mergeTag(state: State, tag: string, times: TagTimes): boolean {
  const known = state.tags.get(tag) ?? {};
  const merged = {
    expired: Math.max(known.expired ?? 0, times.expired ?? 0) || undefined,
    stale: Math.max(known.stale ?? 0, times.stale ?? 0) || undefined,
  };
  if (merged.expired === known.expired && merged.stale === known.stale) return false;
  state.tags.set(tag, merged);
  // Pages the front server keeps may show what this tag covers: they are old now.
  invalidatePages([tag]);
  return true;
}

async function resync(state: State): Promise<void> {
  const all = await state.client.hGetAll(TAGS_KEY);
  for (const [tag, json] of Object.entries(all)) mergeTag(state, tag, JSON.parse(String(json)));
  if (state.unsent.size > 0) {
    const pending = [...state.unsent.entries()];
    state.unsent.clear();
    await publishTags(state, pending);
  }
}

function createState(url: string): State {
  const client = newClient(url);
  const state: State = {
    prefix: `saba:cache:${readBuildId()}:`,
    tags: new Map(),
    memory: new Map(),
    memoryBytes: 0,
    unsent: new Map(),
    ready: false,
    client,
    // Entries are binary (v8 serialisation): read them back as Buffers.
    binary: client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }) as unknown as Client,
    subscriber: client.duplicate(),
  };

  const down = () => {
    state.ready = false;
  };
  client.on('error', down);
  client.on('end', down);
  client.on('ready', () => {
    resync(state)
      .then(() => {
        state.ready = true;
      })
      .catch(down);
  });
  state.subscriber.on('error', () => {});
  state.subscriber.on('ready', () => {
    // Messages sent while this connection was down are lost: read the times again.
    if (client.isReady) resync(state).catch(() => {});
  });

  client.connect().catch(() => {});
  state.subscriber
    .connect()
    .then(() =>
      state.subscriber.subscribe(TAGS_CHANNEL, (message: string) => {
        const { tag, times } = JSON.parse(message) as { tag: string; times: TagTimes };
        mergeTag(state, tag, times);
      }),
    )
    .catch(() => {});
  return state;
}

async function publishTags(state: State, pairs: [string, TagTimes][]): Promise<void> {
  const multi = state.client.multi();
  for (const [tag, times] of pairs) {
    multi.hSet(TAGS_KEY, tag, JSON.stringify(times));
    multi.publish(TAGS_CHANNEL, JSON.stringify({ tag, times }));
  }
  await withTimeout(multi.exec(), WRITE_TIMEOUT_MS);
}

function sharedState(): State | null {
  const link = appLink();
  // Read here, not from the app's env module: Next loads this file on its own, outside the app.
  const url = process.env.REDIS_URL;
  // The build renders nothing that needs sharing, and must not wait on a Redis it may not reach.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  link.sharedCache ??= createState(url);
  return link.sharedCache as State;
}

function isExpired(
  state: State,
  tags: string[],
  lastModified: number,
  revalidatedTags: readonly string[],
): boolean {
  const now = Date.now();
  for (const tag of tags) {
    if (revalidatedTags.includes(tag)) return true;
    const expired = state.tags.get(tag)?.expired;
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return true;
  }
  return false;
}

function remember(state: State, key: string, entry: Entry): void {
  const bytes = cacheEntryBytes(entry);
  forget(state, key);
  if (bytes > MEMORY_LIMIT_BYTES / 4) return;
  state.memory.set(key, { entry, bytes });
  state.memoryBytes += bytes;
  for (const [oldest, held] of state.memory) {
    if (state.memoryBytes <= MEMORY_LIMIT_BYTES) break;
    state.memory.delete(oldest);
    state.memoryBytes -= held.bytes;
  }
}

function forget(state: State, key: string): void {
  const held = state.memory.get(key);
  if (!held) return;
  state.memory.delete(key);
  state.memoryBytes -= held.bytes;
}

export default class SharedCacheHandler {
  private readonly revalidatedTags: readonly string[];
  private readonly state: State | null;

  constructor(ctx?: { revalidatedTags?: string[] }) {
    this.revalidatedTags = ctx?.revalidatedTags ?? [];
    this.state = sharedState();
  }

  async get(key: string, ctx?: AskedWith): Promise<Entry | null> {
    const state = this.state;
    if (!state) return null;
    const held = state.memory.get(key);
    if (held) {
      const tags = cacheEntryTags(held.entry, ctx);
      if (!isExpired(state, tags, held.entry.lastModified, this.revalidatedTags)) {
        // Most recently used last.
        state.memory.delete(key);
        state.memory.set(key, held);
        return held.entry;
      }
      forget(state, key);
    }
    if (!state.ready) return null;
    try {
      const raw = (await withTimeout(
        state.binary.get(state.prefix + key),
        READ_TIMEOUT_MS,
      )) as Buffer | null;
      if (!raw) return null;
      const entry = v8.deserialize(raw) as Entry;
      if (isExpired(state, cacheEntryTags(entry, ctx), entry.lastModified, this.revalidatedTags)) {
        return null;
      }
      remember(state, key, entry);
      return entry;
    } catch {
      return null;
    }
  }

  async set(
    key: string,
    data: CachedValue | null,
    ctx?: { cacheControl?: unknown },
  ): Promise<void> {
    const state = this.state;
    if (!state) return;
    if (data === null) {
      forget(state, key);
      if (state.ready) {
        await withTimeout(state.client.del(state.prefix + key), WRITE_TIMEOUT_MS).catch(() => {});
      }
      return;
    }
    const entry: Entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl };
    remember(state, key, entry);
    if (!state.ready) return;
    await withTimeout(
      state.client.set(state.prefix + key, v8.serialize(entry), { EX: ENTRY_TTL_SECONDS }),
      WRITE_TIMEOUT_MS,
    ).catch(() => {});
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const state = this.state;
    if (!state) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    const now = Date.now();
    const pairs = list.map((tag): [string, TagTimes] => {
      const times: TagTimes = durations
        ? {
            stale: now,
            ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
          }
        : { expired: now };
      mergeTag(state, tag, times);
      return [tag, state.tags.get(tag) ?? times];
    });
    if (!state.ready) {
      for (const [tag, times] of pairs) state.unsent.set(tag, times);
      return;
    }
    try {
      await publishTags(state, pairs);
    } catch {
      for (const [tag, times] of pairs) state.unsent.set(tag, times);
    }
  }

  resetRequestCache() {}
}

/** For the health check: 'off' without REDIS_URL, else whether Redis answers now. */
export async function sharedCacheHealth(): Promise<'ok' | 'off' | 'down'> {
  const state = sharedState();
  if (!state) return 'off';
  if (!state.ready) return 'down';
  try {
    await withTimeout(state.client.ping(), READ_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}
