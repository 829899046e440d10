import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import adminEn from '../../messages/admin/en.json';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

/**
 * Every text field of every form, public and console, has a maximum: a field sent 100,000
 * characters is refused with a catalogue message (or replaced by its default), never stored.
 * The schemas are found by walking every module under src/schemas, so a new one is covered.
 */

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

const HUGE = 'x'.repeat(100_000);

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

function isCatalogueKey(message: string): boolean {
  if (message.startsWith('admin.')) return typeof lookup(adminEn, message.slice(6)) === 'string';
  return typeof lookup(en, message) === 'string' && typeof lookup(ar, message) === 'string';
}

type Def = { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema inside wrappers (preprocess, pipes, optional, default, refinements). */
function objectIn(schema: z.ZodType): z.ZodObject | null {
  const def = defOf(schema);
  if (def.type === 'object') return schema as z.ZodObject;
  if (def.type === 'pipe') return objectIn(def.out!) ?? objectIn(def.in!);
  if (def.innerType) return objectIn(def.innerType);
  return null;
}

/** Field paths and their schemas, nested objects flattened. */
function fieldsOf(object: z.ZodObject, prefix = ''): [string, z.ZodType][] {
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const nested = objectIn(field as z.ZodType);
    return nested && defOf(field as z.ZodType).type !== 'record'
      ? fieldsOf(nested, `${prefix}${key}.`)
      : [[`${prefix}${key}`, field as z.ZodType] as [string, z.ZodType]];
  });
}

const SCHEMAS = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType && objectIn(value))
    .map(
      ([name, value]) =>
        [`${file.replace('./', '')} ${name}`, objectIn(value as z.ZodType)!] as const,
    ),
);

describe('every text field has a maximum', () => {
  it('finds the schemas of every form', () => {
    const names = SCHEMAS.map(([name]) => name).join('\n');
    for (const expected of [
      'contactSchema',
      'franchiseSchema',
      'careersSchema',
      'feedbackSchema',
      'settingsSchema',
      'locationSchema',
      'menuItemSchema',
      'comboSchema',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const [name, object] of SCHEMAS) {
    it(name, () => {
      for (const [path, field] of fieldsOf(object)) {
        for (const value of [HUGE, [HUGE], { x: HUGE }]) {
          const result = field.safeParse(value);
          if (result.success) {
            // Accepted only by being replaced (a default, a fallback), never stored as sent.
            expect(
              JSON.stringify(result.data ?? null).length,
              `${path} kept ${typeof value}`,
            ).toBeLessThan(10_000);
          } else {
            for (const issue of result.error.issues) {
              expect(isCatalogueKey(issue.message), `${path}: "${issue.message}"`).toBe(true);
            }
          }
        }
      }
    });
  }
});
