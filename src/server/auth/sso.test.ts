import { describe, expect, it } from 'vitest';
import { vouchesForAddress } from './sso';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('what a single sign-on provider vouches for', () => {
  // [provider, claims, configured tenant, vouched]
  const table: ['google' | 'microsoft', Record<string, unknown>, string | undefined, boolean][] = [
    ['google', { email: 'a@b.co', email_verified: true }, undefined, true],
    ['google', { email: 'a@b.co', email_verified: 'true' }, undefined, true],
    ['google', { email: 'a@b.co' }, undefined, false],
    ['google', { email: 'a@b.co', email_verified: false }, undefined, false],
    ['google', { email: 'a@b.co', email_verified: 'false' }, undefined, false],
    ['google', { email: 'a@b.co', email_verified: 1 }, undefined, false],
    // Microsoft: the organisation's own tenant only; its tokens carry no email_verified.
    ['microsoft', { email: 'a@b.co', tid: TENANT }, TENANT, true],
    ['microsoft', { email: 'a@b.co', tid: 'another-organisation' }, TENANT, false],
    ['microsoft', { email: 'a@b.co', email_verified: true }, TENANT, false],
    ['microsoft', { email: 'a@b.co', tid: TENANT, email_verified: true }, undefined, false],
  ];
  it.each(table)('%s %j with tenant %s: %s', (provider, claims, tenant, vouched) => {
    expect(vouchesForAddress(provider, claims, { MICROSOFT_TENANT_ID: tenant })).toBe(vouched);
  });
});
