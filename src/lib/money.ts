/**
 * Money. The database keeps an amount as numeric(10,2) dollars; code works in whole cents, so that
 * 12.5 and 12.50 are one price and no sum gathers a float's error. `Cents` is the one shape of an
 * amount that crosses a module: read from the database's text exactly (`centsOfDecimal`), written
 * back as text (`decimalOfCents`), and turned into dollars only to be shown.
 */

declare const centsBrand: unique symbol;
/** An amount in whole cents (negative for an adjustment down). */
export type Cents = number & { readonly [centsBrand]: true };

/** Whole cents as the type says, refusing what is not a whole number. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** The database's numeric text ("12.5", "-0.75", "3") in cents, exactly: no float on the way. */
export function centsOfDecimal(text: string): Cents {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not an amount of money: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return asCents(sign === '-' ? -value : value);
}

/** Cents as the database's numeric text, two decimals ("12.50", "-0.75"). */
export function decimalOfCents(value: Cents): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Dollars as a form's number field typed them, to the nearest cent. */
export const centsOfDollars = (value: number): Cents => asCents(Math.round(value * 100));

/** The sum of amounts. */
export const sumCents = (values: readonly Cents[]): Cents =>
  asCents(values.reduce<number>((sum, value) => sum + value, 0));

/** An amount times a count (a line's quantity). */
export const timesCents = (value: Cents, count: number): Cents => asCents(value * count);

/** Dollars, only to show or to fill a form's field (12.5 for 1250). */
export const dollarsOf = (value: Cents): number => value / 100;

/** A restaurant's price, or an option's adjustment either way, is at most this (dollars). */
export const LOCATION_PRICE_MAX = 10_000;

const TYPED = /^(-)?(\d{1,7})(?:\.(\d+))?$/;

/** What staff typed as an amount: cents (null when blank), or why it is not one. */
export type TypedAmount =
  { ok: true; cents: Cents | null } | { ok: false; problem: 'notNumber' | 'decimals' };

/**
 * An amount as staff type it in a form: "$12.50", "12.5", "-0.75", "- $1"; blank is null. Not a
 * number, or more than two decimals, is said as such; limits are the field's own.
 */
export function typedAmount(raw: unknown): TypedAmount {
  if (raw === null || raw === undefined) return { ok: true, cents: null };
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return { ok: false, problem: 'notNumber' };
  const text = String(raw)
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/^-\s*\$\s*/, '-');
  if (text === '') return { ok: true, cents: null };
  const match = TYPED.exec(text);
  if (!match) return { ok: false, problem: 'notNumber' };
  if ((match[3] ?? '').length > 2) return { ok: false, problem: 'decimals' };
  const cents = centsOfDecimal(text);
  // -0 is 0.
  return { ok: true, cents: cents === 0 ? asCents(0) : cents };
}
