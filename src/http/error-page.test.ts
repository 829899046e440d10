import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isFailedRenderShell,
  ownPageInPlaceOfShell,
  renderFailurePage,
  renderNotFoundPage,
  sizeText,
} from './error-page.mts';

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

describe('the page of an address not found', () => {
  it("says the spec's words in the address's language, with the way home and no script", () => {
    const english = renderNotFoundPage('/no-such-page?x=1');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<p class="code">404</p><h1>Oops! Page not found</h1>');
    expect(english).toContain('<a class="primary" href="/">Return to Home</a>');
    expect(english).toContain('<title>Oops! Page not found | Saba Yemeni Restaurants</title>');
    const arabic = renderNotFoundPage('/ar/locations/nowhere');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1>عذراً! الصفحة غير موجودة</h1>');
    expect(arabic).toContain('<a class="primary" href="/ar">العودة إلى الرئيسية</a>');
    // "/arabic" is an English address that happens to start with the letters.
    expect(renderNotFoundPage('/arabic')).toContain('<html lang="en" dir="ltr">');
    for (const page of [english, arabic]) expect(page).not.toContain('<script');
  });
});

describe("what the front sends in place of Next's empty shell", () => {
  const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
  const answer = (status: number) => {
    const headers = new Map<string, string>();
    const res = {
      statusCode: status,
      setHeader: (name: string, value: string) => headers.set(name, value),
    } as unknown as ServerResponse;
    return { res, headers };
  };
  const req = (url: string) =>
    ({ url, headers: { 'x-request-id': 'req-1' } }) as unknown as IncomingMessage;

  it('the not-found page for a 404, the failure page (never kept) for a 5xx', () => {
    const notFound = answer(404);
    expect(ownPageInPlaceOfShell(req('/ar/nope'), notFound.res, SHELL)).toContain(
      'عذراً! الصفحة غير موجودة',
    );
    expect(notFound.headers.size).toBe(0);
    const failed = answer(500);
    expect(ownPageInPlaceOfShell(req('/menu'), failed.res, SHELL)).toContain('req-1');
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('nothing for a page Next drew itself, or a shell of any other status', () => {
    expect(ownPageInPlaceOfShell(req('/x'), answer(404).res, '<html lang="en">404</html>')).toBe(
      null,
    );
    expect(ownPageInPlaceOfShell(req('/x'), answer(200).res, SHELL)).toBe(null);
  });
});
