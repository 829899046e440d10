import { describe, expect, it } from 'vitest';
import { preloadsInHead } from './head-preloads.mts';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Sign in</title></head><body></body></html>';
const FONT =
  '</fonts/v2/playfair-display-latin-700-normal.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"';

describe("a per-request page's preloads", () => {
  it("become tags at the top of the head, as a stored page's are, and leave the header", () => {
    expect(preloadsInHead(PAGE, FONT)).toEqual({
      html:
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<link rel="preload" href="/fonts/v2/playfair-display-latin-700-normal.woff2" as="font" crossorigin="" type="font/woff2"/>' +
        '<title>Sign in</title></head><body></body></html>',
      rest: null,
    });
  });

  it("keeps in the header what is not a preload of the site's own file", () => {
    const header = [
      '</fonts/a.woff2>; rel=preload; as="font"',
      '<https://elsewhere.example/x.js>; rel=preload; as="script"',
      '<//elsewhere.example/y.js>; rel=preload; as="script"',
      '</next>; rel=prefetch',
    ].join(', ');
    const { html, rest } = preloadsInHead(PAGE, header);
    expect(html).toContain('<link rel="preload" href="/fonts/a.woff2" as="font"/>');
    expect(html.match(/<link/g)).toHaveLength(1);
    expect(rest).toBe(
      '<https://elsewhere.example/x.js>; rel=preload; as="script", <//elsewhere.example/y.js>; rel=preload; as="script", </next>; rel=prefetch',
    );
  });

  it("drops a stylesheet's preload: the stylesheet is in the page", () => {
    const header = `${FONT}, </_next/static/chunks/site.css>; rel=preload; as="style"`;
    const { html, rest } = preloadsInHead(PAGE, header);
    expect(html).not.toContain('site.css');
    expect(html.match(/<link/g)).toHaveLength(1);
    expect(rest).toBeNull();
  });

  it('writes no markup a header could smuggle in', () => {
    const { html } = preloadsInHead(
      PAGE,
      '</a.png>; rel=preload; as="image"; media="x\\"><script>"',
    );
    expect(html).not.toContain('<script>');
  });

  it('leaves a page without a head, or a tag already there, as it is', () => {
    expect(preloadsInHead('<p>no head</p>', FONT)).toEqual({ html: '<p>no head</p>', rest: FONT });
    const once = preloadsInHead(PAGE, FONT).html;
    expect(preloadsInHead(once, FONT)).toEqual({ html: once, rest: null });
  });
});
