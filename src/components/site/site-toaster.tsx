'use client';

import { Toaster } from 'sonner';

export function SiteToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
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
