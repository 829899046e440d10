'use client';

import { useCallback, useEffect, useState } from 'react';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { applyOwnStep, mergeChanges } from './board-merge';
import { useSetNavBadge } from '@/components/admin/shell/nav-badges';

/** After the server refused the stream (the browser does not retry that by itself). */
const RETRY_REFUSED_MS = 30_000;

/**
 * The kitchen's orders, kept up to date by the server's live feed (/api/admin/orders/events):
 * it starts from the page's render time, and the browser reconnects by itself after a dropped
 * connection or the stream's end of life, asking from the last change it got (Last-Event-ID), so
 * none is missed; a refused stream (too many open) is asked for again later. Each change is
 * applied here, without drawing the screen again on the server; the console's menu gets its
 * count of new orders from the same stream (the chime: use-order-alerts.ts). `apply` shows a step
 * the screen itself made at once, unless the feed has brought something newer (board-merge.ts).
 */
export function useLiveOrders(initial: BoardOrder[], since: string, location: string | null) {
  const [orders, setOrders] = useState(initial);
  const [live, setLive] = useState(false);
  const setBadge = useSetNavBadge();

  useEffect(() => {
    let cursor = since;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const query = new URLSearchParams({ since: cursor });
      if (location) query.set('location', location);
      const opened = new EventSource(`/api/admin/orders/events?${query.toString()}`);
      source = opened;
      opened.onopen = () => setLive(true);
      opened.onerror = () => {
        setLive(false);
        // Refused (too many screens open, signed out): the browser gives up; try again later.
        if (opened.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_REFUSED_MS);
      };
      opened.addEventListener('orders', (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) cursor = message.lastEventId;
        const changed = JSON.parse(message.data) as BoardOrder[];
        setOrders((current) => mergeChanges(current, changed));
      });
      // The new orders waiting at all of this person's restaurants, for the console's menu.
      opened.addEventListener('waiting', (event) => {
        const count = Number((event as MessageEvent<string>).data);
        if (Number.isInteger(count) && count >= 0) setBadge('orders', count);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [since, location, setBadge]);

  const apply = useCallback(
    (order: BoardOrder) => setOrders((current) => applyOwnStep(current, order)),
    [],
  );
  return { orders, live, apply };
}
