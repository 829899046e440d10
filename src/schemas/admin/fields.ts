import { z } from '../zod';
import { hasVisibleText } from '@/lib/text-characters';
import { instantOf } from '@/lib/time-zone';
import { typedAmount, type Cents } from '@/lib/money';
import { isCalendarDate } from '../common';

/** Field builders shared by the console's schemas (FormData strings or JSON values). */

export const recordId = z.uuid();
/** An action's input that names one record. */
export const idSchema = z.object({ id: recordId });

/** Blank in an add form (no record yet), a record id when editing. */
export const optionalRecordId = recordId.optional().or(z.literal('').transform(() => undefined));

export const requiredText = (message: string, max = 200) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, 'admin.validation.tooLong')
    .refine(hasVisibleText, message);

export const optionalLongText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, 'admin.validation.tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

export const slugField = requiredText('admin.validation.slugRequired', 120)
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin.validation.slugFormat'));

/**
 * A posted value as a number: numbers as they are, text as `Number` reads it, anything else
 * (objects from dotted names, arrays from repeated fields, booleans) NaN. `Number(value)` itself
 * throws on an object without a prototype, which a crafted post can produce.
 */
export function numberFrom(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value);
  return Number.NaN;
}

/** Whether a posted value counts as left blank. */
export const blank = (value: unknown) => value === '' || value === null || value === undefined;

/** Spec: a sort value that is not a number becomes 0. */
export const sortField = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'string' ? Number.parseInt(v, 10) : numberFrom(v);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  })
  .pipe(z.number().int().min(0).max(100_000));

/** A required number; blank or non-numeric input fails with `message`. */
export const numberField = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? Number.NaN : numberFrom(v)),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

/** An optional whole number with a default for blank input. */
export const intField = (fallback: number, message = 'admin.validation.wholeNumber') =>
  z.preprocess(
    (v) => (blank(v) ? fallback : numberFrom(v)),
    z.number({ error: message }).int(message),
  );

/** A whole number from `min` to `max`, `fallback` when blank; out of range or not one: `message`. */
export const wholeNumberIn = (fallback: number, min: number, max: number, message: string) =>
  intField(fallback, message).pipe(z.number().min(min, message).max(max, message));

/** A checkbox posts "on" (or nothing); JSON callers may send a boolean. */
export const flag = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** The same schema for each of `keys`: { mon: day, tue: day, ... }. */
export function objectOf<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

/** A posted field as a list: repeated fields are one already, one value a list of one. */
const asList = (v: unknown) => (blank(v) ? [] : Array.isArray(v) ? v : [v]);

/** Ticked boxes of a closed set (`name="allergens" value="milk"` …), each at most once. */
export function choices<const V extends readonly [string, ...string[]]>(
  values: V,
  message: string,
) {
  return z.preprocess(
    asList,
    z
      .array(z.enum(values, message))
      .max(values.length, message)
      .transform((list) => values.filter((value) => list.includes(value))),
  );
}

/**
 * Ticked records (`name="modifierGroupIds" value="<uuid>"` …), at most `max`, each once. A bad
 * one is the list's problem (the field's message), not an item's the form has no place for.
 */
export const recordIds = (max: number, message: string) =>
  z.preprocess(
    asList,
    z
      .array(z.string(message), message)
      .max(max, message)
      .refine((list) => list.every((id) => recordId.safeParse(id).success), message)
      .transform((list) => [...new Set(list)]),
  );

/**
 * A date and time in the brand's time zone from a `datetime-local` input ("2027-02-08T18:00");
 * blank is none.
 */
export const optionalLocalDateTime = (message: string, timeZone: string) =>
  z
    .string(message)
    .trim()
    .max(40, message)
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(v);
      if (!match || !isCalendarDate(match[1]!) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(match[2]!)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return instantOf(match[1]!, match[2]!, timeZone);
    });

/** An amount in dollars, 0.01 to `maxDollars`; blank is none. */
export const optionalDollars = (maxDollars: number, message: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx): Cents | null => {
      const typed = typedAmount(raw);
      if (
        !typed.ok ||
        (typed.cents !== null && (typed.cents < 1 || typed.cents > maxDollars * 100))
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return typed.cents;
    });
