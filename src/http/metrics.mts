import client from 'prom-client';
import { appLink } from './app-link.mts';
import { FRAMEWORK_PATH_PREFIX } from './next-surface.mts';

/**
 * What an operator can graph (issue 49): one Prometheus registry per process, shared by the front
 * server (requests, page store, intake) and the app (orders, the outbox, the kitchen's streams,
 * the database pool), read at `/api/metrics` (src/app/api/metrics/route.ts) only with the
 * METRICS_TOKEN. The front and the app each load their own copy of this module (the app's is
 * bundled): the metrics live on the app link (app-link.mts), made once by whichever asks first,
 * so both count into the same ones. Labels are a closed set each (route groups, statuses, reasons from the
 * message catalogue): nothing a client sends becomes a label.
 */

function makeMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'saba_' });
  const of = { registers: [registry] };
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'saba_http_requests_total',
      help: 'Requests answered, by route group and status code.',
      labelNames: ['group', 'status'] as const,
      ...of,
    }),
    httpDuration: new client.Histogram({
      name: 'saba_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route group.',
      labelNames: ['group'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...of,
    }),
    pageStore: new client.Counter({
      name: 'saba_page_store_total',
      help: "Public pages answered from the front's page store (hit) or rendered by the app (miss).",
      labelNames: ['result'] as const,
      ...of,
    }),
    intake: new client.Counter({
      name: 'saba_form_intake_total',
      help: 'Visitor posts let through to the app (accepted) or refused as busy (refused).',
      labelNames: ['result'] as const,
      ...of,
    }),
    ordersPlaced: new client.Counter({
      name: 'saba_orders_placed_total',
      help: 'Pickup orders placed, by payment method.',
      labelNames: ['payment'] as const,
      ...of,
    }),
    ordersRefused: new client.Counter({
      name: 'saba_orders_refused_total',
      help: 'Pickup orders refused, by the message key of the reason.',
      labelNames: ['reason'] as const,
      ...of,
    }),
    outboxDepth: new client.Gauge({
      name: 'saba_outbox_pending',
      help: 'Messages waiting in the outbox (read at each scrape).',
      ...of,
    }),
    outboxOldest: new client.Gauge({
      name: 'saba_outbox_oldest_pending_seconds',
      help: 'Age of the oldest message due and waiting in the outbox, 0 when none (read at each scrape).',
      ...of,
    }),
    kitchenStreams: new client.Gauge({
      name: 'saba_kitchen_streams_open',
      help: "Kitchen screens' live order streams open on this instance.",
      ...of,
    }),
    dbPool: new client.Gauge({
      name: 'saba_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance, by state (none on the embedded database).',
      labelNames: ['state'] as const,
      ...of,
    }),
  };
}

export type Metrics = ReturnType<typeof makeMetrics>;

/** This process's metrics (made on first use, kept on the app link: app-link.mts). */
export function metrics(): Metrics {
  const link = appLink();
  return (link.metrics ??= makeMetrics()) as Metrics;
}

/** What a request is, for its labels: a closed set, never the path itself. */
export type RouteGroup = 'page' | 'console' | 'action' | 'api' | 'stream' | 'asset' | 'other';

export function routeGroupOf(
  method: string | undefined,
  pathname: string,
  action: boolean,
): RouteGroup {
  if (action) return 'action';
  if (
    pathname.startsWith(FRAMEWORK_PATH_PREFIX) ||
    pathname.startsWith('/fonts/') ||
    pathname.startsWith('/menu-media/')
  ) {
    return 'asset';
  }
  // A live stream (the kitchen's orders) lasts as long as its screen: not a request's time.
  if (pathname.startsWith('/api/') && pathname.endsWith('/events') && method === 'GET') {
    return 'stream';
  }
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'console';
  if (method === 'GET' || method === 'HEAD')
    return /\.[a-z0-9]+$/i.test(pathname) ? 'asset' : 'page';
  return 'other';
}

/** Counts a request and its time once its answer has ended (or the client went away). */
export function countRequest(
  method: string | undefined,
  pathname: string,
  action: boolean,
  res: { statusCode: number; once(event: 'close', listener: () => void): unknown },
): void {
  const group = routeGroupOf(method, pathname, action);
  const stop = metrics().httpDuration.startTimer({ group });
  res.once('close', () => {
    stop();
    metrics().httpRequests.inc({ group, status: String(res.statusCode) });
  });
}
