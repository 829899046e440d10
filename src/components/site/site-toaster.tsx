'use client';

import { useEffect, useRef, useState } from 'react';
import { onToast, type ToastRequest } from './toasts';

type Sonner = typeof import('sonner');

export function SiteToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const queue = useRef<ToastRequest[]>([]);
  const [queued, setQueued] = useState(0);

  useEffect(
    () =>
      onToast((request) => {
        queue.current.push(request);
        setQueued((n) => n + 1);
        void import('sonner').then((module) => setSonner(() => module));
      }),
    [],
  );

  // Runs after the Toaster below has mounted and subscribed, so nothing is lost.
  useEffect(() => {
    if (!sonner) return;
    for (const { kind, title, description } of queue.current.splice(0)) {
      sonner.toast[kind](title, description ? { description } : undefined);
    }
  }, [sonner, queued]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
