import { describe, expect, it } from 'vitest';
import { returnPathOf } from './guest-sign-in';

describe('where signing in returns to', () => {
  it.each([
    ['/locations/west-dearborn/order/checkout', '/locations/west-dearborn/order/checkout'],
    ['/ar/locations/canton/order/checkout', '/ar/locations/canton/order/checkout'],
  ])('a checkout: %s', (raw, expected) => {
    expect(returnPathOf(raw)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/locations/canton/order/checkout'],
    ['a protocol-relative address', '//evil.example/locations/canton/order/checkout'],
    ['another page', '/admin'],
    ['a checkout with more after it', '/locations/canton/order/checkout?x=1'],
    ['a path climbing out', '/locations/../admin/order/checkout'],
    ['a backslash', '/locations/canton\\order/checkout'],
    ['two values', ['/locations/canton/order/checkout', '/admin']],
    ['nothing', undefined],
    ['too long', `/locations/${'a'.repeat(200)}/order/checkout`],
  ])('not %s', (_, raw) => {
    expect(returnPathOf(raw)).toBeNull();
  });
});
