import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  default: 'border-transparent bg-pomegranate text-white',
  secondary: 'border-transparent bg-stone-200 text-stone-800',
  outline: 'border-stone-300 text-stone-700',
  success: 'border-transparent bg-green-100 text-green-900',
  warning: 'border-transparent bg-amber-100 text-amber-900',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function badgeClass(variant: BadgeVariant = 'default') {
  return cn(
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
    VARIANTS[variant],
  );
}

export function Badge({
  variant,
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={cn(badgeClass(variant), className)} {...props} />;
}
