import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class names. `cn` joins them and lets a later Tailwind utility win over an earlier one of its
 * kind (`cn('p-2', className)` with `p-4` gives `p-4`): for components whose callers adjust them.
 * `cx` only joins: for the public site's client components, where tailwind-merge would add about
 * 9 KB to every page (callers pass no conflicting utilities; the unused `cn` is left out of the
 * bundle).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { clsx as cx };
