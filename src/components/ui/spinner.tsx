import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinner with a text for screen readers (spec: every admin screen shows one while loading). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-stone-600', className)}>
      <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
