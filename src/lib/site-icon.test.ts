import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ICON_HREF, SITE_ICON_SVG } from './site-icon';

describe('site icon', () => {
  it('is the file the structured data names as the logo', () => {
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(SITE_ICON_SVG);
  });

  it('decodes from its data address to the same mark', () => {
    expect(SITE_ICON_HREF.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(SITE_ICON_HREF.slice('data:image/svg+xml,'.length))).toBe(
      SITE_ICON_SVG.replaceAll('"', "'"),
    );
    expect(SITE_ICON_HREF).not.toMatch(/[#<>" ]/);
  });
});
