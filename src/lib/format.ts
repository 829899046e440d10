import { dollarsOf, type Cents } from '@/lib/money';

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Every price and amount of money on the site and in the console.
 *
 * $26.99 — prices keep Western digits in both languages, as on the brand's menus; the console's
 * prices too (spec: $ and two decimals).
 */
export function formatPrice(value: Cents): string {
  return exact.format(dollarsOf(value));
}

/** Spec: dish prices on the public menu are rounded to whole dollars ($27). */
export function formatWholePrice(value: Cents): string {
  return formatDollars(dollarsOf(value));
}

/** A sum stated in whole dollars, not a price: a franchise's costs, an applicant's net worth ($150,000). */
export function formatDollars(value: number): string {
  return whole.format(Math.round(value));
}

/** A date-only value in the reader's language ("Friday, December 4, 2026"; Arabic numerals). */
export function formatLongDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
