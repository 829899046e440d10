'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { applyOwnStep, mergeChanges } from './board-merge';
import { useSetNavBadge } from '@/components/admin/shell/nav-badges';

/** A short two-note chime for a new order (the browser's own audio: no file to load). */
function chime(context: AudioContext | null) {
  if (!context) return;
  void context.resume().catch(() => undefined);
  const now = context.currentTime;
  [880, 1175].forEach((frequency, index) => {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, now + index * 0.18);
    volume.gain.exponentialRampToValueAtTime(0.3, now + index * 0.18 + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, now + index * 0.18 + 0.3);
    tone.connect(volume).connect(context.destination);
    tone.start(now + index * 0.18);
    tone.stop(now + index * 0.18 + 0.32);
  });
}

/** After the server refused the stream (the browser does not retry that by itself). */
const RETRY_REFUSED_MS = 30_000;

/**
 * The kitchen's orders, kept up to date by the server's live feed (/api/admin/orders/events):
 * it starts from the page's render time, and the browser reconnects by itself after a dropped
 * connection or the stream's end of life, asking from the last change it got (Last-Event-ID), so
 * none is missed; a refused stream (too many open) is asked for again later. Each change is
 * applied here, without drawing the screen again on the server; the console's menu gets its
 * count of new orders from the same stream. A new order plays a chime. `apply` shows a step the
 * screen itself made at once, unless the feed has brought something newer (board-merge.ts).
 */
export function useLiveOrders(initial: BoardOrder[], since: string, location: string | null) {
  const [orders, setOrders] = useState(initial);
  const [live, setLive] = useState(false);
  const seen = useRef(new Set(initial.map((order) => order.id)));
  const audio = useRef<AudioContext | null>(null);
  const setBadge = useSetNavBadge();

  useEffect(() => {
    // Sound needs a tap first (browsers' rule): the first tap anywhere on the screen allows it.
    const allow = () => {
      audio.current ??= new AudioContext();
    };
    window.addEventListener('pointerdown', allow, { once: true });
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
        const arrived = changed.filter((order) => !seen.current.has(order.id));
        for (const order of changed) seen.current.add(order.id);
        if (arrived.some((order) => order.status === 'received')) chime(audio.current);
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
      window.removeEventListener('pointerdown', allow);
    };
  }, [since, location, setBadge]);

  const apply = useCallback(
    (order: BoardOrder) => setOrders((current) => applyOwnStep(current, order)),
    [],
  );
  return { orders, live, apply };
}
