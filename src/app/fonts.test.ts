import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Arabic display face is cut to the Arabic block and its presentation forms
 * (public/fonts/v2/README.md); a heading character outside it would be drawn in the system face,
 * in the middle of a word. Every Arabic character the site's own texts use must be in the range
 * fonts.css declares for the face.
 */

const css = fs.readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');

function unicodeRange(family: string): [number, number][] {
  const face = css.split('@font-face').find((block) => block.includes(`'${family}'`));
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1] ?? '';
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** Arabic script anywhere in Unicode: the blocks a text could draw from. */
const isArabicScript = (cp: number) =>
  (cp >= 0x0600 && cp <= 0x08ff) ||
  (cp >= 0xfb50 && cp <= 0xfdff) ||
  (cp >= 0xfe70 && cp <= 0xfeff) ||
  (cp >= 0x1ee00 && cp <= 0x1eeff);

describe('the Arabic display face', () => {
  it('declares the range it was cut to', () => {
    expect(unicodeRange('Noto Kufi Arabic')).toEqual([
      [0x0600, 0x06ff],
      [0x200c, 0x200f],
      [0x2010, 0x2011],
      [0x204f, 0x204f],
      [0x2e41, 0x2e41],
      [0xfe70, 0xfe74],
      [0xfe76, 0xfefc],
    ]);
  });

  it("covers every Arabic character of the site's catalogues and demo content", () => {
    const ranges = unicodeRange('Noto Kufi Arabic');
    const sources = [
      'messages/ar.json',
      'messages/admin/ar.json',
      ...fs
        .readdirSync('src/server/db', { recursive: true, encoding: 'utf8' })
        .filter((file) => /(seed|demo)[^/]*\.ts$/.test(file) && !file.endsWith('.test.ts'))
        .map((file) => path.join('src/server/db', file)),
    ].filter((file) => fs.existsSync(file));
    expect(sources.length).toBeGreaterThan(2);
    const outside = new Set<string>();
    for (const file of sources) {
      for (const char of fs.readFileSync(file, 'utf8')) {
        const cp = char.codePointAt(0)!;
        if (isArabicScript(cp) && !ranges.some(([from, to]) => cp >= from && cp <= to))
          outside.add(`U+${cp.toString(16).toUpperCase()} in ${file}`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
