'use client';

import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A modal dialog (Radix: focus trap, Escape, labelled by its title). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <D.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="grid gap-1 pe-8">
            <D.Title className="text-lg font-semibold text-stone-900">{title}</D.Title>
            {description ? (
              <D.Description className="text-sm text-stone-600">{description}</D.Description>
            ) : null}
          </div>
          {children}
          <D.Close
            className="absolute top-4 right-4 rounded-sm p-1 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-saffron-deep"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-4" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
