import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, enforced: code imports downwards only
 * (app → components → server → schemas → lib). A module that reaches up is named here with
 * what it imports.
 */
const SRC = path.join(process.cwd(), 'src');

/** What each layer may not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  server: ['app', 'components'],
  schemas: ['app', 'components', 'server', 'i18n'],
  lib: ['app', 'components', 'server', 'schemas', 'i18n'],
};

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The top folder under `src` an import lands in, or null for a package. */
function layerOf(src: string, file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(src, target);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0] ?? null;
}

function upwardImports(layer: string, src = SRC): string[] {
  const forbidden = FORBIDDEN[layer] ?? [];
  return files(path.join(src, layer))
    .filter((f) => /\.(?:m?ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((match) => match[1]!)
        .filter((specifier) => forbidden.includes(layerOf(src, file, specifier) ?? ''))
        .map((specifier) => `${path.relative(path.dirname(src), file)} → ${specifier}`),
    );
}

describe('layers', () => {
  it.each(Object.keys(FORBIDDEN))('nothing under src/%s imports from a layer above it', (layer) => {
    expect(upwardImports(layer)).toEqual([]);
  });

  it('sees an upward import, relative or through the @/ alias', () => {
    const src = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'layers-')), 'src');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      fs.writeFileSync(path.join(src, file), text);
    };
    write('lib/price.ts', "import { getDb } from '../server/db/client';\n");
    write('lib/fine.ts', "import { z } from 'zod';\nimport { cn } from './cn';\n");
    write('server/menu.ts', "import type { Row } from '@/components/admin/table';\n");
    try {
      expect(upwardImports('lib', src)).toEqual(['src/lib/price.ts → ../server/db/client']);
      expect(upwardImports('server', src)).toEqual([
        'src/server/menu.ts → @/components/admin/table',
      ]);
    } finally {
      fs.rmSync(path.dirname(src), { recursive: true, force: true });
    }
  });
});
