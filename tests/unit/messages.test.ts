import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { FORM_NAMESPACES, flattenMessages as leaves, type MessageTree } from '@/lib/catalogue';

const load = (locale: string): MessageTree =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));

const en = leaves(load('en'));
const ar = leaves(load('ar'));

describe('message catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    const onlyEn = [...en.keys()].filter((k) => !ar.has(k));
    const onlyAr = [...ar.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
  });

  it('send forms plain texts: no placeholder in the namespaces forms get in the browser', () => {
    const withSyntax = [...en, ...ar]
      .filter(([key]) => FORM_NAMESPACES.some((ns) => key.startsWith(`${ns}.`)))
      .filter(([, text]) => /[{}]/.test(text))
      .map(([key]) => key);
    expect(withSyntax).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...en, ...ar].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('are valid ICU messages that use the same arguments in both languages', () => {
    const argsOf = (message: string, locale: string) => {
      const ast = new IntlMessageFormat(message, locale).getAst();
      const names = new Set<string>();
      const walk = (nodes: typeof ast) => {
        for (const node of nodes as unknown as Array<Record<string, unknown>>) {
          if (typeof node.value === 'string' && node.type !== 0) names.add(node.value);
          const options = node.options as Record<string, { value: typeof ast }> | undefined;
          if (options) for (const option of Object.values(options)) walk(option.value);
        }
      };
      walk(ast);
      return [...names].sort();
    };
    const mismatched = [...en.keys()]
      .filter((k) => ar.has(k))
      .filter(
        (k) =>
          JSON.stringify(argsOf(en.get(k)!, 'en')) !== JSON.stringify(argsOf(ar.get(k)!, 'ar')),
      );
    expect(mismatched).toEqual([]);
  });

  it('pluralise item counts in both languages', () => {
    const format = (locale: string, map: Map<string, string>, count: number) =>
      new IntlMessageFormat(map.get('common.items')!, locale).format({ count });
    expect(format('en', en, 1)).toBe('1 item');
    expect(format('en', en, 7)).toBe('7 items');
    expect(format('ar', ar, 1)).toBe('طبق واحد');
    expect(format('ar', ar, 2)).toBe('طبقان');
    expect(format('ar', ar, 5)).toBe('5 أطباق');
    expect(format('ar', ar, 11)).toBe('11 طبقاً');
  });
});

describe('admin console catalogue (English only)', () => {
  const admin = leaves(load('admin/en'));

  it('has no empty text and only valid ICU messages', () => {
    const empty = [...admin].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
    const invalid = [...admin]
      .filter(([, v]) => {
        try {
          new IntlMessageFormat(v, 'en');
          return false;
        } catch {
          return true;
        }
      })
      .map(([k]) => k);
    expect(invalid).toEqual([]);
  });

  it('has a text for every message key the console code names', () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? files(full) : [full];
      });
    const used = new Set<string>();
    for (const file of files(path.join(process.cwd(), 'src'))) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/'admin\.([a-zA-Z.]+)'/g)) {
        used.add(match[1]!);
      }
    }
    const missing = [...used].filter(
      (key) => !admin.has(key) && ![...admin.keys()].some((k) => k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the error page’s own catalogue (messages/error-page.json)', () => {
  const pages = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'messages', 'error-page.json'), 'utf8'),
  ) as Record<'en' | 'ar', Record<string, string>>;

  it('has the same texts in both languages, none empty', () => {
    expect(Object.keys(pages.ar).sort()).toEqual(Object.keys(pages.en).sort());
    const empty = [...Object.values(pages.en), ...Object.values(pages.ar)].filter(
      (text) => text.trim() === '',
    );
    expect(empty).toEqual([]);
  });
});
