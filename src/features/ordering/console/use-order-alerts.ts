'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** A short two-note chime (the browser's own audio: no file to load). */
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

/** The chime comes again this often while an order waits in "New". */
export const CHIME_REPEAT_MS = 20_000;

export type AlertTexts = {
  /** The notification's title: how many wait ("2 new orders waiting"). */
  waiting: (count: number) => string;
};

/**
 * How the kitchen hears of new orders: a chime when one arrives in "New" (placed, or its
 * preparation window opened), again every 20 seconds while any waits there; the tab's title
 * counts them ("(2) Orders"); and, where the person allowed it, the browser's notification says
 * how many wait. Browsers play sound only after a tap and show notifications only when allowed:
 * `enable` (a button's tap) asks for both.
 */
export function useOrderAlerts(waitingIds: readonly string[], texts: AlertTexts) {
  const audio = useRef<AudioContext | null>(null);
  const known = useRef<Set<string> | null>(null);
  const baseTitle = useRef<string | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  // Read in the browser only; the button it decides on shows the same until the first tap.
  const [canNotify, setCanNotify] = useState<NotificationPermission | 'unsupported' | null>(() =>
    typeof window === 'undefined'
      ? null
      : 'Notification' in window
        ? Notification.permission
        : 'unsupported',
  );
  const count = waitingIds.length;
  const key = waitingIds.join(',');

  const enable = useCallback(() => {
    audio.current ??= new AudioContext();
    void audio.current.resume().catch(() => undefined);
    setSoundOn(true);
    if ('Notification' in window && Notification.permission === 'default') {
      void Notification.requestPermission().then(setCanNotify);
    }
  }, []);

  useEffect(() => {
    // Any tap on the screen allows the sound too (browsers' rule).
    window.addEventListener('pointerdown', enable, { once: true });
    return () => window.removeEventListener('pointerdown', enable);
  }, [enable]);

  // The tab's title counts the orders waiting.
  useEffect(() => {
    baseTitle.current ??= document.title;
    document.title = count > 0 ? `(${count}) ${baseTitle.current}` : baseTitle.current;
  }, [count]);

  // An order new to "New": the chime, and the notification.
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const before = known.current;
    known.current = new Set(ids);
    // What waited when the screen opened was not just placed: it chimes with the repeats only.
    if (before === null || !ids.some((id) => !before.has(id))) return;
    chime(audio.current);
    if ('Notification' in window && Notification.permission === 'granted') {
      new Notification(texts.waiting(ids.length), { tag: 'saba-orders' });
    }
  }, [key, texts]);

  // Again and again while any waits.
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => chime(audio.current), CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [count]);

  return { soundOn, canNotify, enable };
}
