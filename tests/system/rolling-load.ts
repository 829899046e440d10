import { orderPost, placeOrder } from '../../scripts/lib/order-load.mts';
import { request } from './app';
import type { PlainProxy } from './plain-proxy';

/**
 * The load a rolling update runs under: three clients reading pages and two placing pickup
 * orders, one after another, until stopped. A 5xx is allowed only as the documented "busy, try
 * again" (503 with Retry-After): the client waits as told and sends the same request again (an
 * order with the same key). Each acknowledged order is kept by its number.
 */

const PAGES = ['/', '/ar', '/menu', '/ar/locations', '/locations/east-dearborn/order'];

export type LoadCounts = {
  pages: number;
  pagesRetried: number;
  ordersAcknowledged: number;
  ordersRetried: number;
  ordersRefused: number;
  /** Answers 5xx other than the documented retry, by what was asked. */
  fivexx: string[];
  networkErrors: string[];
};

export function startLoad(
  origin: string,
  run: string,
  /** The order action's id in the build that serves `origin`, when not the one in this folder. */
  action?: string,
) {
  const counts: LoadCounts = {
    pages: 0,
    pagesRetried: 0,
    ordersAcknowledged: 0,
    ordersRetried: 0,
    ordersRefused: 0,
    fivexx: [],
    networkErrors: [],
  };
  const acknowledged = new Set<number>();
  let loading = true;

  const retried = async (status: number, retryAfter: unknown, what: string) => {
    if (status < 500) return false;
    if (status !== 503 || typeof retryAfter !== 'string') {
      counts.fivexx.push(`${what}: ${status}`);
      return false;
    }
    await new Promise((r) => setTimeout(r, Math.min(Number(retryAfter), 1) * 1000));
    return true;
  };

  const pageClient = async (client: number) => {
    for (let n = 0; loading; n++) {
      const page = PAGES[(n + client) % PAGES.length]!;
      try {
        const answer = await request(`${origin}${page}`, { timeoutMs: 30_000 });
        if (await retried(answer.status, answer.headers['retry-after'], page)) {
          counts.pagesRetried++;
        } else if (answer.status === 200) counts.pages++;
      } catch (error) {
        counts.networkErrors.push(`${page}: ${(error as Error).message}`);
      }
    }
  };

  let next = 0;
  const orderClient = async () => {
    while (loading) {
      const n = next++;
      const body = orderPost(run, n);
      const from = `127.0.10.${(n % 250) + 1}`;
      for (;;) {
        try {
          const answer = await placeOrder(origin, body, from, 60_000, action);
          if (await retried(answer.status, answer.retryAfter, `order ${n}`)) {
            counts.ordersRetried++;
            continue;
          }
          if (answer.number !== null) {
            acknowledged.add(answer.number);
            counts.ordersAcknowledged++;
          } else counts.ordersRefused++;
        } catch (error) {
          counts.networkErrors.push(`order ${n}: ${(error as Error).message}`);
        }
        break;
      }
    }
  };

  const clients = Promise.all([
    pageClient(0),
    pageClient(1),
    pageClient(2),
    orderClient(),
    orderClient(),
  ]);
  return {
    counts,
    acknowledged,
    async stop() {
      loading = false;
      await clients;
    },
  };
}

/** The counts as a report records them: the lists by their length. */
export function loadFigures(counts: LoadCounts) {
  return { ...counts, fivexx: counts.fivexx.length, networkErrors: counts.networkErrors.length };
}

/**
 * Replaces each old instance in turn, as an orchestrator does: the new one starts and joins the
 * proxy's pool, then the old one leaves it and, once the proxy sends it nothing new, is stopped
 * (SIGTERM). Returns the old ones' exit codes and when the first new one was ready.
 */
export async function replaceOneByOne<T extends { port: number }>(
  proxy: PlainProxy,
  old: T[],
  startNew: () => Promise<T>,
  stop: (instance: T) => Promise<unknown>,
): Promise<{ exitCodes: unknown[]; firstReadyAt: number; replacements: T[] }> {
  const exitCodes: unknown[] = [];
  const replacements: T[] = [];
  let firstReadyAt = 0;
  let pool = old.map((instance) => instance.port);
  for (const current of old) {
    const replacement = await startNew();
    replacements.push(replacement);
    firstReadyAt ||= Date.now();
    pool = [...pool, replacement.port];
    proxy.setPool(pool);
    await new Promise((r) => setTimeout(r, 2_000));
    pool = pool.filter((port) => port !== current.port);
    proxy.setPool(pool);
    await new Promise((r) => setTimeout(r, 500));
    exitCodes.push(await stop(current));
  }
  return { exitCodes, firstReadyAt, replacements };
}
