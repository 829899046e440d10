import { appLink } from './app-link.mts';
import { restaurantOfPage, restaurantOfTag } from './cache-scope.mts';

/**
 * Numbers that change whenever cached content may have changed (a staff edit on this instance,
 * or, with a shared cache, on any instance). The front server keeps a page only for the
 * generation it was rendered in, so an edit reaches the next request. One number counts the
 * edits any page may show; one per restaurant counts the edits of its own menu settings, which
 * only its menu pages show (cache-scope.mts).
 */

export type Generation = { all: number; restaurant: number };

/** The generation a page is rendered in now: the page's own key decides which numbers count. */
export function generationOf(pageKey: string): Generation {
  const link = appLink();
  const restaurant = restaurantOfPage(pageKey);
  return {
    all: link.cacheGeneration,
    restaurant: restaurant === null ? 0 : (link.restaurantGenerations.get(restaurant) ?? 0),
  };
}

export function sameGeneration(a: Generation, b: Generation): boolean {
  return a.all === b.all && a.restaurant === b.restaurant;
}

/** Pages that may show what these cache tags cover are old from now on. */
export function invalidatePages(tags: readonly string[]): void {
  const link = appLink();
  for (const tag of tags) {
    const restaurant = restaurantOfTag(tag);
    if (restaurant === null) link.cacheGeneration += 1;
    else {
      link.restaurantGenerations.set(
        restaurant,
        (link.restaurantGenerations.get(restaurant) ?? 0) + 1,
      );
    }
  }
}
