/**
 * A number that changes whenever cached content may have changed (a staff edit on this instance,
 * or, with a shared cache, on any instance). The front server keeps a page only for the
 * generation it was rendered in, so an edit reaches the next request. A global, because the app
 * (bundled by Next) and the front (not bundled) must see the same number.
 */
const KEY = Symbol.for('saba.cache-generation');

type Holder = Record<symbol, number | undefined>;

export function cacheGeneration(): number {
  return (globalThis as unknown as Holder)[KEY] ?? 0;
}

export function bumpCacheGeneration(): void {
  const holder = globalThis as unknown as Holder;
  holder[KEY] = (holder[KEY] ?? 0) + 1;
}
