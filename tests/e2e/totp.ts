import { base32ToBytes, totpCode } from '../../src/lib/totp';

/** The code an authenticator app shows for the secret of a TOTP URI. */
export function totp(base32Secret: string, now = Date.now()): string {
  return totpCode(base32ToBytes(base32Secret), now);
}
