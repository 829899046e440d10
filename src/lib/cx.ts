/**
 * Joins class names without resolving Tailwind conflicts. For the public site's client components,
 * where `cn` (tailwind-merge) would add about 9 KB to every page; callers pass no conflicting
 * utilities.
 */
export { clsx as cx } from 'clsx';
