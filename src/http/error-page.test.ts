import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { isFailedRenderShell, renderFailurePage, sizeText } from './error-page.mts';

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

describe('the page of a failed render', () => {
  it("speaks the page's language, offers the same address again and home, and names the request", () => {
    const page = renderFailurePage(
      '/ar/reserve?location=canton',
      'b1946ac9-2b8f-4d6a-9c7e-0e3f5a1d2c4b',
    );
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('حدث خطأ ما');
    expect(page).toContain('href="/ar/reserve?location=canton">حاول مرة أخرى');
    expect(page).toContain('href="/ar">العودة إلى الصفحة الرئيسية');
    expect(page).toContain('data-reference>b1946ac9-2b8f-4d6a-9c7e-0e3f5a1d2c4b<');
    expect(renderFailurePage('/menu', 'x')).toContain('<html lang="en" dir="ltr">');
  });

  it('never links to another site, nor lets the address write markup', () => {
    const page = renderFailurePage('//evil.example/"><script>alert(1)</script>', 'id');
    expect(page).toContain('href="/evil.example/&#34;&#62;&#60;script&#62;');
    expect(page).not.toContain('<script>');
  });

  it("replaces only Next's empty shell of a failed render", () => {
    expect(isFailedRenderShell('<!DOCTYPE html><html id="__next_error__"><head>')).toBe(true);
    expect(isFailedRenderShell('<!DOCTYPE html><html lang="en"><body>500</body>')).toBe(false);
  });
});
