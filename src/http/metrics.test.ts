import { describe, expect, it } from 'vitest';
import { routeGroupOf } from './metrics.mts';

describe('the route group a request is counted under', () => {
  it.each([
    ['GET', '/', false, 'page'],
    ['GET', '/ar/locations/canton/order', false, 'page'],
    ['HEAD', '/menu', false, 'page'],
    ['POST', '/contact', true, 'action'],
    ['POST', '/admin/orders', true, 'action'],
    ['GET', '/admin/orders', false, 'console'],
    ['GET', '/api/health', false, 'api'],
    ['POST', '/api/payments/stripe', false, 'api'],
    ['GET', '/api/admin/orders/events', false, 'stream'],
    ['POST', '/api/events', false, 'api'],
    ['GET', '/_next/static/chunks/app.js', false, 'asset'],
    ['GET', '/fonts/v2/a.woff2', false, 'asset'],
    ['GET', '/menu-media/x.webp', false, 'asset'],
    ['GET', '/robots.txt', false, 'asset'],
    ['POST', '/contact', false, 'other'],
    ['PUT', '/anything', false, 'other'],
  ] as const)('%s %s (action: %s) is %s', (method, path, action, group) => {
    expect(routeGroupOf(method, path, action)).toBe(group);
  });
});
