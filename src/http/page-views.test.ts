import { expect, it } from 'vitest';
import { countedPath } from './page-views.mts';

it('counts an order’s page without its secret link, and every other page as it is', () => {
  const cases: [string, string][] = [
    ['/orders/RA6ogO6kv5IIFpmf70q0LuwqDtR7tJRehasyCubGuyI', '/orders/[token]'],
    ['/ar/orders/RA6ogO6kv5IIFpmf70q0LuwqDtR7tJRehasyCubGuyI', '/ar/orders/[token]'],
    ['/locations/canton/order', '/locations/canton/order'],
    ['/menu', '/menu'],
    ['/ar', '/ar'],
  ];
  for (const [path, counted] of cases) expect(countedPath(path)).toBe(counted);
});
