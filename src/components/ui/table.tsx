import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A wide table scrolls sideways on a small screen; its frame takes keyboard focus so that the
 * arrow keys can scroll it too (WCAG 2.1.1), even when no cell holds a control.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-saffron-deep"
    >
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-stone-200 bg-stone-50 px-3 py-2 text-start text-xs font-semibold tracking-wide text-stone-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td className={cn('border-b border-stone-100 px-3 py-2 align-middle', className)} {...props} />
  );
}
