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
export function formatPrice(value: number): string {
  return exact.format(value);
}

/** Spec: dish prices on the public menu are rounded to whole dollars ($27); amounts ($150,000). */
export function formatWholePrice(value: number): string {
  return whole.format(Math.round(value));
}

/** A date-only value in the reader's language ("Friday, December 4, 2026"; Arabic numerals). */
export function formatLongDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
