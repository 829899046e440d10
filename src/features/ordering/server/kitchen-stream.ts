import 'server-only';
import { appLink } from '@/http/app-link.mts';
import type { DbOrTx } from '@/server/db/client';
import { logger } from '@/server/logger';
import {
  KITCHEN_BATCH,
  KITCHEN_WINDOW_MS,
  kitchenChangesSince,
  type KitchenOrder,
} from './kitchen';
import { onOrdersSignal } from './signals';

/**
 * A kitchen screen's live feed of its orders, as server-sent events. It looks at the database
 * when a signal says something changed at one of its restaurants (features/ordering/server/signals.ts, from
 * any instance), and every few seconds anyway; each look sends the orders changed since the last
 * one. Each event's id is the newest change it carries: a screen that lost its connection comes
 * back with it (the browser sends it as Last-Event-ID) and gets every change from there, so no
 * order is missed. With a change it also says how many new orders wait (`waiting`), for the
 * console's navigation. A change is looked for a few seconds before the last one seen too (a
 * transaction that committed late), and one already sent is not sent again.
 *
 * A stream is a hold on the viewer's orders, so it is bounded like one: before each look it asks
 * whether its viewer may still have it (session, role, restaurants) and ends when not; it ends
 * after MAX_LIFE_MS anyway (the screen reconnects with its Last-Event-ID and is checked afresh);
 * and it never reaches back further than the screen shows (KITCHEN_WINDOW_MS).
 */

/** How often a screen looks even without a signal (a signal lost with Redis, say). */
const LOOK_EVERY_MS = 5_000;
/** A comment line now and then keeps proxies from closing a quiet connection. */
const KEEP_ALIVE_MS = 15_000;
/** How far before the newest change seen each look starts: a transaction may commit late. */
const LOOK_BACK_MS = 5_000;
/** How long the browser waits before it reconnects. */
const RETRY_MS = 2_000;
/** The longest one stream lives; the screen then reconnects, as after a dropped connection. */
export const MAX_LIFE_MS = 30 * 60_000;

export type KitchenEvent = KitchenOrder[];

/**
 * The newest change a screen has seen, from Last-Event-ID or `since` (an ISO time), within what
 * the screen shows: never before KITCHEN_WINDOW_MS ago, never after now.
 */
export function cursorOf(lastEventId: string | null, since: string | null, now = Date.now()): Date {
  for (const value of [lastEventId, since]) {
    if (!value || value.length > 40) continue;
    const at = new Date(value).getTime();
    if (!Number.isNaN(at)) return new Date(Math.min(now, Math.max(at, now - KITCHEN_WINDOW_MS)));
  }
  return new Date(now);
}

/** Who a stream is for, asked again before each look. */
export type StreamViewer = {
  /** Whether the viewer may still see these orders; the stream ends on the first no. */
  stillAllowed: () => Promise<boolean>;
  /** Called once when the stream ends, for whatever reason. */
  onEnd?: () => void;
  /** How long the stream may live (MAX_LIFE_MS; tests shorten it). */
  maxLifeMs?: number;
  /**
   * The viewer's new orders waiting, at all their restaurants: sent as a `waiting` event when the
   * stream opens and after each look that found a change, for the console's navigation.
   */
  waiting?: () => Promise<number>;
};

export function kitchenStream(
  db: DbOrTx,
  locationIds: readonly string[] | null,
  from: Date,
  abort: AbortSignal,
  viewer: StreamViewer,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = from;
  /** What was sent: each order's change time, so that a look back sends nothing twice. */
  const sent = new Map<string, number>();
  let looking = false;
  /** The first look also says how many orders wait, changed or not. */
  let first = true;
  let again = false;
  let closed = false;
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => {};
  /** Ends the stream (the client went, or the server stops); set once it starts. */
  let end = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      end = () => {
        if (closed) return;
        closed = true;
        timers.forEach(clearTimeout);
        unsubscribe();
        appLink().liveStreams.delete(end);
        viewer.onEnd?.();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };

      const look = async () => {
        if (closed) return;
        if (looking) {
          again = true;
          return;
        }
        looking = true;
        try {
          if (!(await viewer.stillAllowed())) {
            end();
            return;
          }
          // Page through what changed (a busy minute can hold more than one page).
          let from = new Date(cursor.getTime() - LOOK_BACK_MS);
          let found = first;
          first = false;
          for (;;) {
            const page = await kitchenChangesSince(db, locationIds, from);
            const changed = page.filter(
              (order) => sent.get(order.id) !== order.updatedAt.getTime(),
            );
            if (changed.length > 0) {
              found = true;
              for (const order of changed) sent.set(order.id, order.updatedAt.getTime());
              const newest = Math.max(
                cursor.getTime(),
                ...changed.map((o) => o.updatedAt.getTime()),
              );
              cursor = new Date(newest);
              write(
                `id: ${cursor.toISOString()}\nevent: orders\ndata: ${JSON.stringify(changed)}\n\n`,
              );
            }
            const last = page.at(-1)?.updatedAt;
            if (page.length < KITCHEN_BATCH || !last || last.getTime() === from.getTime()) break;
            from = last;
          }
          if (found && viewer.waiting) write(`event: waiting\ndata: ${await viewer.waiting()}\n\n`);
          // Forget what is too old to come back in a look.
          for (const [id, at] of sent) {
            if (at < cursor.getTime() - 2 * LOOK_BACK_MS) sent.delete(id);
          }
        } catch (error) {
          // The database away for a moment: the next look tries again.
          logger.warn({ err: error }, 'kitchen stream: a look failed');
        } finally {
          looking = false;
        }
        if (again) {
          again = false;
          void look();
        }
      };

      write(`retry: ${RETRY_MS}\n\n`);
      unsubscribe = onOrdersSignal((locationId) => {
        if (locationIds === null || locationIds.includes(locationId)) void look();
      });
      timers.push(setInterval(() => void look(), LOOK_EVERY_MS));
      timers.push(setInterval(() => write(': still here\n\n'), KEEP_ALIVE_MS));
      timers.push(setTimeout(end, viewer.maxLifeMs ?? MAX_LIFE_MS));
      abort.addEventListener('abort', end);
      appLink().liveStreams.add(end);
      void look();
    },
    cancel() {
      end();
    },
  });
}
