import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { sizeText } from './error-page.mts';

describe('the size a refusal names', () => {
  it('says megabytes for a form and kilobytes for a small JSON endpoint, never "0 MB"', () => {
    expect(sizeText(12 * 1024 * 1024, en.httpErrors.sizes)).toBe('12 MB');
    expect(sizeText(64 * 1024, en.httpErrors.sizes)).toBe('64 KB');
    expect(sizeText(64 * 1024, ar.httpErrors.sizes)).toBe('64 كيلوبايت');
    const body = en.httpErrors.tooLarge.body.replace(
      '{limit}',
      sizeText(64 * 1024, en.httpErrors.sizes),
    );
    expect(body).toContain('at most 64 KB,');
  });
});
