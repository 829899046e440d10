import { BRAND } from './brand';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Spec: brand prefix, hyphen, date as YYYYMMDD, hyphen, 5 random uppercase alphanumerics. */
export function generateTicketId(
  now: Date = new Date(),
  random: (n: number) => Uint8Array = randomBytes,
): string {
  const date = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCDate()).padStart(2, '0')}`;
  // Rejection sampling keeps every character equally likely.
  let suffix = '';
  while (suffix.length < 5) {
    for (const byte of random(8)) {
      if (byte < 252 && suffix.length < 5) suffix += ALPHABET[byte % 36];
    }
  }
  return `${BRAND.ticketPrefix}-${date}-${suffix}`;
}

export const TICKET_PATTERN = new RegExp(`^${BRAND.ticketPrefix}-\\d{8}-[A-Z0-9]{5}$`);

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}
