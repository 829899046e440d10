import { z } from 'zod';
import adminEn from '../../messages/admin/en.json';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

/**
 * Every Zod schema the forms and actions use, found by walking every module under src/schemas
 * and every feature's schemas/ (so a new one is covered by the tests that use this list), and
 * helpers to look inside them.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/schemas/**/*.ts',
    '../../src/features/*/schemas/**/*.ts',
    '!../../src/schemas/**/*.test.ts',
    '!../../src/features/*/schemas/**/*.test.ts',
  ],
  { eager: true },
);

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

/** Whether a message is a catalogue key: both languages for the site, the console's for `admin.`. */
export function isCatalogueKey(message: string): boolean {
  if (message.startsWith('admin.')) return typeof lookup(adminEn, message.slice(6)) === 'string';
  return typeof lookup(en, message) === 'string' && typeof lookup(ar, message) === 'string';
}

type Def = { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema inside wrappers (preprocess, pipes, optional, default, refinements). */
export function objectIn(schema: z.ZodType): z.ZodObject | null {
  const def = defOf(schema);
  if (def.type === 'object') return schema as z.ZodObject;
  if (def.type === 'pipe') return objectIn(def.out!) ?? objectIn(def.in!);
  if (def.innerType) return objectIn(def.innerType);
  return null;
}

/** Field paths and their schemas, nested objects flattened. */
export function fieldsOf(object: z.ZodObject, prefix = ''): [string, z.ZodType][] {
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const nested = objectIn(field as z.ZodType);
    return nested && defOf(field as z.ZodType).type !== 'record'
      ? fieldsOf(nested, `${prefix}${key}.`)
      : [[`${prefix}${key}`, field as z.ZodType] as [string, z.ZodType]];
  });
}

export type FormSchema = {
  /** 'contact.ts contactSchema' */
  name: string;
  /** The exported schema, wrappers and all: what the action parses with. */
  schema: z.ZodType;
  /** The object inside it. */
  object: z.ZodObject;
};

/** Every exported schema with an object inside. */
export const FORM_SCHEMAS: FormSchema[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return [];
    const object = objectIn(value);
    return object
      ? [
          {
            name: `${file.replace(/^\.\.\/\.\.\/src\/(?:schemas\/)?/, '')} ${name}`,
            schema: value,
            object,
          },
        ]
      : [];
  }),
);
