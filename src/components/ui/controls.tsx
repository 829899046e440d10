import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The console's controls (stone look). Kept apart from the labelled Field, which the public site
 * uses too: these merge class names (tailwind-merge), which the site's pages do not download.
 */

const control =
  'w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 ' +
  'focus-visible:border-saffron-deep focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-saffron-deep ' +
  'aria-[invalid=true]:border-red-700 disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, 'h-9 max-sm:h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-20 py-2', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'h-9 pe-8 max-sm:h-11', className)} {...props} />;
}

export function CheckboxField({
  id,
  label,
  ...props
}: ComponentProps<'input'> & { id: string; label: ReactNode }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-stone-800">
      <input id={id} type="checkbox" className="size-4 accent-pomegranate" {...props} />
      {label}
    </label>
  );
}
