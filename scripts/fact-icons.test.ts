import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factIconPath, type FactIconName } from '../src/components/site/fact-icon';
import { FACT_ICON_SHAPES, factIconFile } from '../src/components/site/fact-icon-shapes';
import { FACT_ICON_PIXELS, factIconPicture, opacityOf } from './lib/fact-icon-raster.mts';

const PUBLIC = path.join(process.cwd(), 'public');
const NAMES = Object.keys(FACT_ICON_SHAPES) as FactIconName[];

describe('the dish facts’ icon files (npm run icons)', () => {
  it('are one picture per icon and no other file', () => {
    const files = fs.readdirSync(path.join(PUBLIC, 'icons/facts')).sort();
    expect(files).toEqual(NAMES.map((name) => `${name}.png`).sort());
    for (const name of NAMES) expect(factIconPath(name)).toBe(`/icons/facts/${name}.png`);
  });

  it('mask what Lucide’s shapes draw, pixel for pixel', async () => {
    for (const name of NAMES) {
      const written = await opacityOf(fs.readFileSync(path.join(PUBLIC, factIconPath(name))));
      const drawn = await opacityOf(await factIconPicture(factIconFile(name)));
      expect(written.width, name).toBe(FACT_ICON_PIXELS);
      expect(written.height, name).toBe(FACT_ICON_PIXELS);
      expect(written.alpha.equals(drawn.alpha), `${name}: run npm run icons`).toBe(true);
    }
  });

  it('are strokes on nothing: a mask shows the icon’s lines and hides the rest', async () => {
    for (const name of NAMES) {
      const { alpha } = await opacityOf(fs.readFileSync(path.join(PUBLIC, factIconPath(name))));
      const opaque = alpha.filter((value) => value > 200).length / alpha.length;
      const clear = alpha.filter((value) => value === 0).length / alpha.length;
      // Lucide's two-pixel lines cover a tenth to a third of the square; the rest is see-through.
      expect(opaque, name).toBeGreaterThan(0.08);
      expect(opaque, name).toBeLessThan(0.4);
      expect(clear, name).toBeGreaterThan(0.5);
      // The corners are empty: an icon is not a filled square.
      expect(alpha[0], name).toBe(0);
    }
  });
});
