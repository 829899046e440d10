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
        {/* The overlay scrolls a tall dialog as a whole (no transform centring, which misplaces
            hit-testing on small screens). */}
        <D.Overlay className="fixed inset-0 z-50 flex overflow-y-auto bg-black/50 p-4">
          <D.Content
            className={cn(
              'relative m-auto grid w-full max-w-lg gap-4 rounded-lg bg-white p-6 shadow-xl',
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
        </D.Overlay>
      </D.Portal>
    </D.Root>
  );
}
