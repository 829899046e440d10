import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public site's stylesheet is built from the files it names (site.css `@source`), so that the
 * console's utilities never reach a visitor. A shared component the site starts to use must be
 * named there too, or its classes would silently have no rules on the public pages.
 */

const SRC = path.resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(tsx?|mts)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const importsOf = (file: string, prefix: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((spec) => spec.startsWith(prefix));

/** The public site's own files: its pages and layouts, its components and forms. */
const PUBLIC_FILES = [
  ...filesUnder(path.join(SRC, 'app')).filter((f) => !f.includes(`${path.sep}admin${path.sep}`)),
  ...filesUnder(path.join(SRC, 'components', 'site')),
  ...filesUnder(path.join(SRC, 'components', 'forms')),
  ...fs
    .readdirSync(path.join(SRC, 'features'))
    .map((feature) => path.join(SRC, 'features', feature, 'site'))
    .filter((folder) => fs.existsSync(folder))
    .flatMap(filesUnder),
];

/** The shared components (components/ui) the public files use, directly or through each other. */
function sharedComponentsUsed(): Set<string> {
  const used = new Set<string>();
  const visit = (file: string) => {
    for (const spec of importsOf(file, '@/components/ui/')) {
      const name = spec.slice('@/components/ui/'.length);
      if (used.has(name)) continue;
      used.add(name);
      const source = ['.tsx', '.ts']
        .map((ext) => path.join(SRC, 'components', 'ui', name + ext))
        .find((candidate) => fs.existsSync(candidate));
      if (source) visit(source);
    }
  };
  PUBLIC_FILES.forEach(visit);
  return used;
}

describe('the public stylesheet’s sources', () => {
  const siteCss = fs.readFileSync(path.join(SRC, 'app', 'site.css'), 'utf8');
  const uiSource = /@source '\.\.\/components\/ui\/\{([^}]+)\}\.tsx';/.exec(siteCss);

  it('name every shared component with classes that a public page draws', () => {
    expect(uiSource, 'site.css names the shared components it draws').not.toBeNull();
    const named = new Set(uiSource![1]!.split(','));
    const drawn = [...sharedComponentsUsed()].filter((name) =>
      fs.existsSync(path.join(SRC, 'components', 'ui', `${name}.tsx`)),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const name of drawn) expect(named, `components/ui/${name}.tsx`).toContain(name);
  });

  it("read every feature's components: the guest's into the site's, the staff's into the console's", () => {
    // Named one by one: Tailwind reads no folder named by a pattern (a '*' read nothing).
    const consoleCss = fs.readFileSync(path.join(SRC, 'app', 'admin', 'console.css'), 'utf8');
    const features = fs.readdirSync(path.join(SRC, 'features'));
    const having = (part: string) =>
      features.filter((feature) => fs.existsSync(path.join(SRC, 'features', feature, part)));
    expect(having('site').length).toBeGreaterThan(0);
    for (const feature of having('site')) {
      expect(siteCss).toContain(`@source '../features/${feature}/site';`);
    }
    for (const feature of having('console')) {
      expect(consoleCss).toContain(`@source '../../features/${feature}/console';`);
    }
  });

  it('leave the console out: no public file draws a console component', () => {
    for (const file of PUBLIC_FILES) {
      expect(importsOf(file, '@/components/admin'), path.relative(SRC, file)).toEqual([]);
    }
    expect(siteCss).toContain("@source not './admin';");
  });
});
