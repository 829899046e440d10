import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  default: 'bg-pomegranate text-white hover:bg-pomegranate-deep',
  secondary: 'bg-stone-100 text-stone-900 hover:bg-stone-200',
  outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const;

/** Compact on a desk; on a phone (below 640px) every button is at least 44px for a finger. */
const SIZES = {
  default: 'h-9 px-4 text-sm max-sm:h-11',
  sm: 'h-8 px-3 text-sm max-sm:h-11',
  icon: 'size-9 max-sm:size-11',
  iconSm: 'size-8 max-sm:size-11',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(
  variant: ButtonVariant = 'default',
  size: keyof typeof SIZES = 'default',
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-deep',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
  );
}

type Props = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
};

export function Button({ variant, size, className, type = 'button', ...props }: Props) {
  return <button type={type} className={cn(buttonClass(variant, size), className)} {...props} />;
}
