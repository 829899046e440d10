import { describe, expect, it } from 'vitest';
import { isTotpValid, totpCode } from './totp';

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1: the secret "12345678901234567890", 8 digits cut to 6.
  const key = Buffer.from('12345678901234567890');
  it('matches the RFC test vectors', () => {
    expect(totpCode(key, 59_000)).toBe('287082');
    expect(totpCode(key, 1_111_111_109_000)).toBe('081804');
  });
  it('accepts the neighbouring steps only, and only six digits', () => {
    const now = 1_111_111_109_000;
    expect(isTotpValid(key, totpCode(key, now - 30_000), now)).toBe(true);
    expect(isTotpValid(key, totpCode(key, now - 90_000), now)).toBe(false);
    expect(isTotpValid(key, '81804', now)).toBe(false);
    expect(isTotpValid(key, '0818041', now)).toBe(false);
  });
});
