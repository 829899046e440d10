// `npm run pictures`: writes the site's pictures that are photographs to the browser (WebP) from
// the illustrations they are drawn from (scripts/lib/demo-picture-raster.mts): the demo menu's
// dishes (art/dishes to public/images/dishes) and the home page's story picture. Run it after
// changing an illustration; a unit test says when a picture is missing or of another size.
import fs from 'node:fs';
import path from 'node:path';
import { demoPicture, RASTERED_PICTURES } from './lib/demo-picture-raster.mts';

const root = path.join(import.meta.dirname, '..');
const dishes = path.join(root, 'public', 'images', 'dishes');
fs.rmSync(dishes, { recursive: true, force: true });
fs.mkdirSync(dishes, { recursive: true });
const pictures = RASTERED_PICTURES(root);
for (const { from, to, width, height } of pictures) {
  fs.writeFileSync(to, await demoPicture(fs.readFileSync(from), width, height));
}
console.log(`Wrote ${pictures.length} pictures`);
