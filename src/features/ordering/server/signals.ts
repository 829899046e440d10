import 'server-only';
import { EventEmitter } from 'node:events';
import { createClient } from '@redis/client';
import { appLink, type OrderSignals } from '@/http/app-link.mts';
import { logger } from '@/server/logger';

/**
 * "Something changed at this restaurant's orders": a wake-up call for the kitchen screens that
 * watch it (features/ordering/server/kitchen-stream.ts), which then read what changed from the database. It
 * carries no order, so a lost signal loses nothing (each screen also looks every few seconds) and
 * a repeated one shows nothing twice. In one process it is an event; with REDIS_URL it is also
 * published on a channel every instance listens to, so a screen on one instance hears an order
 * placed on another.
 */

const CHANNEL = 'saba:orders';

type Client = ReturnType<typeof redisClient>;

type Bus = Omit<OrderSignals, 'publisher'> & { publisher: Client | null };

/** The process's bus, shared by every module graph through the app link. */
function bus(): Bus {
  const link = appLink();
  if (!link.orderSignals) {
    const local = new EventEmitter();
    // Every open kitchen screen listens: there is no leak to warn about.
    local.setMaxListeners(0);
    link.orderSignals = { local, publisher: null, subscribed: false };
  }
  return link.orderSignals as Bus;
}

function redisClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // Redis away: the screens still look every few seconds; said once per outage by the client.
  client.on('error', () => undefined);
  return client;
}

/** How long a signal may wait for Redis: a screen looks by itself within seconds anyway. */
const PUBLISH_WITHIN_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]);
}

/** When a publishing connection is first ready (one listener each, however many signals wait). */
const firstReady = new WeakMap<Client, Promise<unknown>>();

/** The publishing connection, connecting in the background (Redis away: it keeps trying). */
function publisherFor(state: Bus, url: string): Client {
  if (!state.publisher) {
    const publisher = redisClient(url);
    state.publisher = publisher;
    firstReady.set(publisher, new Promise((resolve) => publisher.once('ready', resolve)));
    void publisher.connect().catch(() => {
      if (state.publisher === publisher) state.publisher = null;
    });
  }
  return state.publisher;
}

/**
 * Tells every screen watching the restaurant, on every instance, to look again. It never holds
 * up what signalled: with Redis away (or still connecting after a second) the other instances'
 * screens find the change on their next look instead.
 */
export async function signalOrders(locationId: string): Promise<void> {
  const state = bus();
  state.local.emit('orders', locationId);
  const url = process.env.REDIS_URL;
  if (!url) return;
  try {
    const publisher = publisherFor(state, url);
    if (!publisher.isReady) {
      await within(new Promise((resolve) => publisher.once('ready', resolve)), PUBLISH_WITHIN_MS);
    }
    if (!publisher.isReady) return;
    await within(publisher.publish(CHANNEL, locationId), PUBLISH_WITHIN_MS);
  } catch (error) {
    logger.warn({ err: error }, 'orders: the signal was not published (screens look again soon)');
  }
}

/** Hears the signals of every instance (from Redis, once per process) and of this one. */
export function onOrdersSignal(listener: (locationId: string) => void): () => void {
  const state = bus();
  const url = process.env.REDIS_URL;
  if (url && !state.subscribed) {
    state.subscribed = true;
    const subscriber = redisClient(url);
    void subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(CHANNEL, (locationId) => state.local.emit('orders', locationId)),
      )
      .catch((error: unknown) => {
        // The next screen to connect tries again.
        state.subscribed = false;
        logger.warn({ err: error }, 'orders: not listening to other instances yet');
      });
  }
  // A signal published here comes back from Redis too: the screen looks once more, harmlessly.
  state.local.on('orders', listener);
  return () => state.local.off('orders', listener);
}
