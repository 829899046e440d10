import type { EventEmitter } from 'node:events';

/**
 * The one link between the front server (server.mts, loaded by Node as it is) and the app (bundled
 * by Next into a module graph of its own, and Next's cache handler, loaded by Next on its own).
 * Modules are not shared across those graphs, so what both sides must see lives in one object on
 * one global symbol, declared here and nowhere else:
 *
 * - `front`: set by the front server before Next loads; the app refuses to start without it.
 * - `cacheGeneration`, `restaurantGenerations`: bumped by a staff edit (cache-generation.mts); the
 *   front keeps a page only for its generation.
 * - `shutdownHooks`: work the app registers and the front runs once no request is left.
 * - `analyticsCounts`: page views the front counts and the app writes to the database.
 * - `sharedCache`: the Redis cache handler's state, which the health check reads.
 * - `staffSession`: registered by the app at boot; the front asks it before it reads a large body
 *   sent to the console (session first, then the body).
 * - `orderSignals`: the wake-up calls for kitchen screens (features/ordering/server/signals.ts): one event
 *   bus per process, and its Redis connections when REDIS_URL is set.
 * - `liveStreams`: the open server-sent event streams (kitchen screens); the front ends them first
 *   when it stops, so that they do not hold it up (their screens reconnect to another instance).
 * - `metrics`: the process's Prometheus metrics (metrics.mts): the front counts requests, the app
 *   orders and the outbox, into the same ones.
 */

export type ShutdownHook = { name: string; run: () => Promise<void> | void };

export type FrontFacts = {
  /** How many proxies in front append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
};

/** Whether a request's cookies belong to a signed-in staff member with a role. */
export type StaffSessionCheck = (headers: Headers) => Promise<boolean>;

/** features/ordering/server/signals.ts keeps its bus and connections here (see AppLink). */
export type OrderSignals = {
  local: EventEmitter;
  publisher: unknown;
  subscribed: boolean;
};

export type AppLink = {
  front: FrontFacts | null;
  cacheGeneration: number;
  restaurantGenerations: Map<string, number>;
  shutdownHooks: ShutdownHook[];
  analyticsCounts: Map<string, number>;
  sharedCache: unknown;
  staffSession: StaffSessionCheck | null;
  liveStreams: Set<() => void>;
  orderSignals: OrderSignals | null;
  /** Made by metrics.mts on first use (typed there: this module loads no metrics library). */
  metrics: unknown;
};

const KEY = Symbol.for('saba.app-link');

export function appLink(): AppLink {
  const holder = globalThis as unknown as Record<symbol, AppLink | undefined>;
  holder[KEY] ??= {
    front: null,
    cacheGeneration: 0,
    restaurantGenerations: new Map(),
    shutdownHooks: [],
    analyticsCounts: new Map(),
    sharedCache: undefined,
    staffSession: null,
    liveStreams: new Set(),
    orderSignals: null,
    metrics: undefined,
  };
  return holder[KEY];
}
