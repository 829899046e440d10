'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { TrackedLink } from '@/components/site/tracked-link';

/**
 * Where a restaurant's menu sends a guest to order one dish: its pickup ordering page with the
 * dish's dialog open (`?dish=<slug>`, a plain address that works from a shared link). The brand's
 * menu, and a restaurant that takes no orders on the site, have none.
 */
export type DishOrdering = {
  /** The restaurant's ordering page. */
  path: string;
  restaurant: string;
  /** The site's public origin, where the link reports its click. */
  origin: string;
};

const DishOrderingContext = createContext<DishOrdering | null>(null);

export function DishOrderingProvider({
  value,
  children,
}: {
  value: DishOrdering | null;
  children: ReactNode;
}) {
  return <DishOrderingContext.Provider value={value}>{children}</DishOrderingContext.Provider>;
}

/** "Order for pickup" under a dish, when its restaurant takes orders (counted as pickup_click). */
export function OrderDishLink({
  slug,
  label,
  name,
}: {
  slug: string;
  label: string;
  name: string;
}) {
  const ordering = useContext(DishOrderingContext);
  if (!ordering) return null;
  return (
    <TrackedLink
      origin={ordering.origin}
      href={`${ordering.path}?${new URLSearchParams({ dish: slug })}`}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-pomegranate-deep underline underline-offset-4 hover:text-pomegranate"
      event="pickup_click"
      eventProps={{ location_slug: ordering.restaurant }}
    >
      {label}
      <span className="sr-only">: {name}</span>
    </TrackedLink>
  );
}
