'use client';

import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { ToastRequest } from './toast-request';

let ready: Promise<void> | null = null;

/** The container, and a signal once it has subscribed (a child's effects run before its parent's). */
function ToastHost({ dir, onReady }: { dir: 'ltr' | 'rtl'; onReady: () => void }) {
  useEffect(onReady, [onReady]);
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

/** Mounts the toast container once, in the page's direction, in a root beside the page's. */
function mount(): Promise<void> {
  ready ??= new Promise((resolve) => {
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<ToastHost dir={dir} onReady={resolve} />);
  });
  return ready;
}

export async function showToast({ kind, title, description }: ToastRequest) {
  await mount();
  toast[kind](title, description ? { description } : undefined);
}
