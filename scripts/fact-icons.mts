// `npm run icons`: writes the dish facts' icons (public/icons/facts) from Lucide's shapes, which
// src/components/site/fact-icon-shapes.ts names, as pictures (scripts/lib/fact-icon-raster.mts),
// and the pages' icon (src/lib/site-icon-png.ts) from the brand's mark (scripts/lib/site-icon-raster.mts).
// Run it after changing that list or Lucide's version; a unit test says when the files are not
// what it would write.
import fs from 'node:fs';
import path from 'node:path';
import { FACT_ICON_SHAPES, factIconFile } from '../src/components/site/fact-icon-shapes.ts';
import type { FactIconName } from '../src/components/site/fact-icon.tsx';
import { factIconPicture } from './lib/fact-icon-raster.mts';
import { siteIconModule } from './lib/site-icon-raster.mts';

const folder = path.join(import.meta.dirname, '..', 'public', 'icons', 'facts');
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
for (const name of Object.keys(FACT_ICON_SHAPES) as FactIconName[]) {
  fs.writeFileSync(path.join(folder, `${name}.png`), await factIconPicture(factIconFile(name)));
}
console.log(`Wrote ${Object.keys(FACT_ICON_SHAPES).length} icons to public/icons/facts`);
fs.writeFileSync(
  path.join(import.meta.dirname, '..', 'src', 'lib', 'site-icon-png.ts'),
  // The mark as public/icon.svg holds it: the same as site-icon.ts's (a unit test says so).
  await siteIconModule(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'public', 'icon.svg'), 'utf8').trim(),
  ),
);
console.log("Wrote the pages' icon to src/lib/site-icon-png.ts");
