import { transform } from 'esbuild';
import { SITE_SCRIPT_SOURCE, sourceFingerprint } from '../../src/http/site-script.mts';

export const MINIFIED_FILE = 'src/http/site-script.min.mts';

/** The text of site-script.min.mts for the current source of the site's script. */
export async function minifiedSiteScriptFile(): Promise<string> {
  const { code } = await transform(SITE_SCRIPT_SOURCE, {
    minify: true,
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
  });
  return [
    '// Made by `npm run site-script` (scripts/site-script.mts) from the source in site-script.mts:',
    '// do not edit. `from` is the fingerprint of the source it was made from.',
    'export const MINIFIED_SITE_SCRIPT = {',
    `  from: '${sourceFingerprint(SITE_SCRIPT_SOURCE)}',`,
    `  code: ${JSON.stringify(code.trim().replace(/;$/, ''))},`,
    '};',
    '',
  ].join('\n');
}
