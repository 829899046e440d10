import { appLink } from './app-link.mts';

/**
 * A number that changes whenever cached content may have changed (a staff edit on this instance,
 * or, with a shared cache, on any instance). The front server keeps a page only for the
 * generation it was rendered in, so an edit reaches the next request.
 */
export function cacheGeneration(): number {
  return appLink().cacheGeneration;
}

export function bumpCacheGeneration(): void {
  appLink().cacheGeneration += 1;
}
