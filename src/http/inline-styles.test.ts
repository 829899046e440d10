import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStylesheets, inlineStylesheets, MAX_INLINE_BYTES } from './inline-styles.mts';

/** A build's static folder, and a stylesheet beside it that no page may pull in. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
const dir = path.join(root, 'static');
fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true });
fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), '.card{color:red}');
fs.writeFileSync(
  path.join(dir, 'chunks', 'odd.css'),
  'a::after{content:"</style><script>x()</script>"}',
);
fs.writeFileSync(path.join(dir, 'chunks', 'big.css'), `.a{}${' '.repeat(MAX_INLINE_BYTES)}`);
fs.writeFileSync(path.join(root, 'outside.css'), '.secret{}');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The head as Next 16 writes it for a public page (shortened), with or without a nonce. */
const page = (file: string, nonce = ' nonce="MWw3OUzKZDofQFxS1kKG"') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/fonts/v1/face.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  `<link rel="stylesheet" href="/_next/static/${file}"${nonce} data-precedence="next"/>` +
  '<title>Menu</title></head><body><main class="card">Mandi</main></body></html>';

describe('a public page’s stylesheet arrives with its HTML', () => {
  const stylesheets = buildStylesheets(dir);

  it.each([
    ['with the request’s nonce', undefined],
    ['without one', ''],
  ])('puts the stylesheet in the head and keeps its link disabled (%s)', (_shape, nonce) => {
    const out = inlineStylesheets(page('chunks/site.css', nonce), stylesheets);
    expect(out).toContain(
      '<style data-inlined="/_next/static/chunks/site.css">.card{color:red}</style><link disabled="" rel="stylesheet" href="/_next/static/chunks/site.css"',
    );
    // No stylesheet is left for the browser to fetch before it paints.
    expect(out).not.toMatch(/<link rel="stylesheet"/);
    expect(out.indexOf('<style')).toBeLessThan(out.indexOf('</head>'));
    expect(out).toContain('<main class="card">Mandi</main>');
  });

  it('never lets the stylesheet’s text close its element', () => {
    const out = inlineStylesheets(page('chunks/odd.css'), stylesheets);
    expect(out).toContain('content:"<\\/style><script>x()</script>"');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves the link where the file is missing, too big, or not a build stylesheet', () => {
    for (const file of ['chunks/gone.css', 'chunks/big.css']) {
      const html = page(file);
      expect(inlineStylesheets(html, stylesheets)).toBe(html);
    }
    // A path that leaves the build folder is not even matched.
    const climbing = page('chunks/../../outside.css');
    expect(inlineStylesheets(climbing, stylesheets)).toBe(climbing);
  });

  it('leaves a stylesheet linked from the body, and a page without a head', () => {
    const body =
      '<html><head></head><body><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></body></html>';
    expect(inlineStylesheets(body, stylesheets)).toBe(body);
    const noHead = '<p>Busy</p>';
    expect(inlineStylesheets(noHead, stylesheets)).toBe(noHead);
  });
});
