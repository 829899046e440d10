import { expect, it } from 'vitest';
import { countedPath } from './page-views.mts';

it('counts an order’s page without its secret link, and every other page as it is', () => {
  const cases: [string, string][] = [
    ['/orders/RA6ogO6kv5IIFpmf70q0LuwqDtR7tJRehasyCubGuyI', '/orders/[token]'],
    ['/ar/orders/RA6ogO6kv5IIFpmf70q0LuwqDtR7tJRehasyCubGuyI', '/ar/orders/[token]'],
    ['/subscriptions/kq0d6yEw3H4_MUlBpE-b7z0GS2xJeWiIqN3OMkRx5cQ', '/subscriptions/[token]'],
    ['/ar/subscriptions/kq0d6yEw3H4_MUlBpE-b7z0GS2xJeWiIqN3OMkRx5cQ', '/ar/subscriptions/[token]'],
    ['/ar/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAcWFAeC5jbw', '/ar/unsubscribe/[token]'],
    ['/locations/canton/order', '/locations/canton/order'],
    ['/menu', '/menu'],
    ['/ar', '/ar'],
  ];
  for (const [path, counted] of cases) expect(countedPath(path)).toBe(counted);
});
