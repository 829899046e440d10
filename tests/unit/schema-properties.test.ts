import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDataToObject, nestFormKeys } from '@/lib/form-data';
import { FORM_SCHEMAS, fieldsOf, isCatalogueKey } from '../support/schemas';

/**
 * Property-based checks over every form's schema and the form-data parser: whatever a client
 * sends, parsing never throws, and input is either accepted as a valid value or refused with
 * messages from the catalogues (never Zod's own English, never an internal message).
 */

const RUNS = 300;

/** Strings a hostile or unlucky client sends: any code unit (lone surrogates, NUL), RTL and
 * zero-width marks, combining marks, emoji, and numbers in every spelling. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u200f\u202e\u200b',
    'e\u0301\u0301\u0301',
    '\ud800',
    '🧆🇾🇪',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9007199254740993',
    '0x10',
    '2026-02-30',
    '24:61',
    '__proto__',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%00',
  ),
);

const value = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

/** An object with the schema's own field names (so refinements run) plus stray keys. */
function formLike(fieldNames: string[]) {
  return fc
    .tuple(
      fc.subarray(fieldNames).chain((names) => fc.tuple(...names.map(() => value))),
      fc.subarray(fieldNames),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom('__proto__', 'constructor', 'a.b.c'),
        ),
        value,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([values, names, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      names.forEach((name, i) => {
        if (i < values.length) out[name] = values[i];
      });
      return nestFormKeys(out);
    });
}

function expectParsedOrRefusedWithCatalogue(schema: FormSchemaLike, input: unknown) {
  let result: ReturnType<FormSchemaLike['safeParse']>;
  expect(() => {
    result = schema.safeParse(input);
  }).not.toThrow();
  if (result!.success) return;
  for (const issue of result!.error.issues) {
    expect(isCatalogueKey(issue.message), `message "${issue.message}"`).toBe(true);
  }
}

type FormSchemaLike = (typeof FORM_SCHEMAS)[number]['schema'];

describe('every schema, any input', () => {
  it('finds the schemas', () => {
    expect(FORM_SCHEMAS.length).toBeGreaterThan(10);
  });

  for (const { name, schema, object } of FORM_SCHEMAS) {
    const fieldNames = fieldsOf(object).map(([path]) => path);
    it(`${name}: form-shaped input parses or is refused with catalogue messages`, () => {
      fc.assert(
        fc.property(formLike(fieldNames), (input) =>
          expectParsedOrRefusedWithCatalogue(schema, input),
        ),
        { numRuns: RUNS },
      );
    });
    it(`${name}: anything at all never throws`, () => {
      fc.assert(
        fc.property(fc.anything(), (input) => expectParsedOrRefusedWithCatalogue(schema, input)),
        { numRuns: RUNS / 3 },
      );
    });
  }
});

describe('the form-data parser, any post', () => {
  const entries = fc.array(
    fc.tuple(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'a.__proto__.b',
          '$ACTION_ID_x',
          'x.y',
        ),
      ),
      nastyString,
    ),
    { maxLength: 12 },
  );

  it('never throws, never reaches a shared prototype, and keeps every safe field', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const form = new FormData();
        for (const [key, text] of pairs) form.append(key, text);
        const flat = formDataToObject(form) as Record<string, unknown>;
        const nested = nestFormKeys(flat) as Record<string, unknown>;
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('b');
        expect(Object.getPrototypeOf(flat)).toBe(Object.prototype);
        // FormData stores names as well-formed text (a lone surrogate becomes U+FFFD).
        for (const key of new Set(form.keys())) {
          const safe = !['__proto__', 'constructor', 'prototype'].includes(key);
          if (safe && !key.startsWith('$ACTION')) expect(Object.hasOwn(flat, key)).toBe(true);
        }
        expect(typeof nested).toBe('object');
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
