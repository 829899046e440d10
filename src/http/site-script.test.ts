import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appScriptHashes } from './security-headers.mts';
import { isSiteScript, SITE_SCRIPT, withSiteScript } from './site-script.mts';

const PAGE = '<!DOCTYPE html><html lang="ar"><head></head><body><main>قائمة</main></body></html>';

describe("the site's script", () => {
  it('is a script a browser can run, with the threshold of the spec (50 px)', () => {
    expect(() => new Function(SITE_SCRIPT)).not.toThrow();
    expect(SITE_SCRIPT).toMatch(/\(document,window,50,function[ (]/);
    expect(SITE_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('is carried minified, made from the current source (else: npm run site-script)', () => {
    // In Node, as the front server reads it (this runner writes the functions' text its own way).
    const check = spawnSync(process.execPath, ['scripts/site-script.mts', '--check'], {
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const [, minified, source] = /(\d+) characters \(source (\d+)\)/.exec(check.stdout) ?? [];
    expect(Number(minified)).toBeLessThan(Number(source) * 0.8);
  });

  it('goes once at the end of the body, and a page without a body is left as it was', () => {
    const html = withSiteScript(PAGE);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="ar"><head></head><body><main>قائمة</main>' +
        `<script id="site-script">${SITE_SCRIPT}</script></body></html>`,
    );
    expect(withSiteScript(html)).toBe(html);
    expect(withSiteScript('{"not":"a page"}')).toBe('{"not":"a page"}');
  });

  it("is allowed by the page's policy as written, and nothing like it is", () => {
    expect(isSiteScript(SITE_SCRIPT)).toBe(true);
    expect(isSiteScript(`${SITE_SCRIPT};alert(1)`)).toBe(false);
    expect(appScriptHashes(withSiteScript(PAGE))).toEqual({
      hashes: [expect.stringMatching(/^'sha256-[\w+/]+=*'$/)],
      foreign: 0,
      nonced: 0,
    });
    const tampered = withSiteScript(PAGE).replace('(document,window,50,', '(document,window,5,');
    expect(appScriptHashes(tampered)).toEqual({ hashes: [], foreign: 1, nonced: 0 });
  });
});
