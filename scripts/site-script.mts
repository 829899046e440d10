// `npm run site-script`: minifies the site's own inline script (src/http/site-script.mts) with
// esbuild and writes src/http/site-script.min.mts, naming the source it was made from. Run it
// after changing src/lib/site-behaviour.ts or what it is given; a unit test says when it is due.
//   node scripts/site-script.mts --check   exits 1 when the written copy is not the current one
// Run by Node itself: the source is the functions' text as Node's type stripping leaves it, which
// is what the front server carries (another TypeScript transformer writes it differently).
import fs from 'node:fs';
import { MINIFIED_FILE, minifiedSiteScriptFile } from './lib/minify-site-script.mts';
import { SITE_SCRIPT, SITE_SCRIPT_SOURCE } from '../src/http/site-script.mts';

const file = await minifiedSiteScriptFile();
const current = fs.existsSync(MINIFIED_FILE) ? fs.readFileSync(MINIFIED_FILE, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (file !== current || SITE_SCRIPT === SITE_SCRIPT_SOURCE) {
    console.error(`${MINIFIED_FILE} was not made from the current source: run npm run site-script`);
    process.exit(1);
  }
  console.log(
    `${MINIFIED_FILE} is current: ${SITE_SCRIPT.length} characters (source ${SITE_SCRIPT_SOURCE.length})`,
  );
} else if (file === current) console.log(`${MINIFIED_FILE} was already current`);
else {
  fs.writeFileSync(MINIFIED_FILE, file);
  console.log(`Written ${MINIFIED_FILE}`);
}
