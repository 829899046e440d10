import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { guestSignInCodes } from '@/server/db/schema';
import { enqueueMail, SECRET_MARK } from '@/server/mail/outbox';
import { Refusal } from '@/server/refusal';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { GUEST_CODE } from '../rules/guest-sign-in';
import { addressKey, guestKey, sameKey } from './keys';

/**
 * A guest's sign-in code: six digits e-mailed to the address, kept as a keyed hash, good for ten
 * minutes and five tries, used once. Asking is answered the same whether an account exists or
 * not (the code makes one); the mail is the only place the code is, and the outbox clears it once
 * sent.
 */

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'accountMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'accountMail' }),
};

const codeHash = (tx: DbOrTx, key: string, code: string) => guestKey(tx, 'code', `${key}:${code}`);

function codeMail(email: string, language: Language) {
  const t = texts[language];
  const brand = BRAND.name[language];
  return {
    kind: 'guest-sign-in-code',
    to: [email],
    subject: t('codeSubject', { brand }),
    text: [
      t('codeBody', { code: SECRET_MARK, minutes: GUEST_CODE.minutes }),
      t('codeNotYou'),
      t('signOff', { brand }),
    ].join('\n\n'),
  };
}

/**
 * Sends a new code (replacing any earlier one) unless one went to the address less than a minute
 * ago, or five this hour: then the guest is asked to wait, whoever the address belongs to.
 */
export async function requestGuestCode(
  tx: DbOrTx,
  input: { email: string; language: Language },
  now = new Date(),
): Promise<void> {
  const key = await addressKey(tx, input.email);
  const [earlier] = await tx
    .select({ createdAt: guestSignInCodes.createdAt })
    .from(guestSignInCodes)
    .where(eq(guestSignInCodes.addressKey, key))
    .for('update');
  if (earlier && now.getTime() - earlier.createdAt.getTime() < GUEST_CODE.resendSeconds * 1000) {
    throw new Refusal('account.errors.codeWait', undefined, { seconds: GUEST_CODE.resendSeconds });
  }
  const hourly = await consumeRateLimit(
    tx,
    `guest-code-address:${key}`,
    {
      limit: GUEST_CODE.perHour,
      windowMs: 60 * 60_000,
    },
    now,
  );
  if (!hourly.allowed) throw new Refusal('account.errors.codeHourly');
  const code = String(randomInt(0, 10 ** GUEST_CODE.digits)).padStart(GUEST_CODE.digits, '0');
  const row = {
    codeHash: await codeHash(tx, key, code),
    expiresAt: new Date(now.getTime() + GUEST_CODE.minutes * 60_000),
    tries: 0,
    createdAt: now,
  };
  await tx
    .insert(guestSignInCodes)
    .values({ addressKey: key, ...row })
    .onConflictDoUpdate({ target: guestSignInCodes.addressKey, set: row });
  await enqueueMail(tx, [{ ...codeMail(input.email, input.language), secret: code }]);
}

/** Why a code did not sign anyone in: each a message key of the account page. */
export type CodeRefusal =
  'account.errors.codeWrong' | 'account.errors.codeExpired' | 'account.errors.codeSpent';

/**
 * Checks a typed code: right, it is used up and the address is proven; wrong, its try is counted
 * (and kept: this returns rather than throws, so the count is committed) and after the fifth it
 * is gone; expired or never sent, it opens nothing.
 */
export async function spendGuestCode(
  tx: DbOrTx,
  input: { email: string; code: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: CodeRefusal }> {
  const key = await addressKey(tx, input.email);
  const [row] = await tx
    .select()
    .from(guestSignInCodes)
    .where(eq(guestSignInCodes.addressKey, key))
    .for('update');
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    if (row) await tx.delete(guestSignInCodes).where(eq(guestSignInCodes.addressKey, key));
    return { ok: false, error: 'account.errors.codeExpired' };
  }
  if (sameKey(row.codeHash, await codeHash(tx, key, input.code))) {
    await tx.delete(guestSignInCodes).where(eq(guestSignInCodes.addressKey, key));
    return { ok: true };
  }
  if (row.tries + 1 >= GUEST_CODE.tries) {
    await tx.delete(guestSignInCodes).where(eq(guestSignInCodes.addressKey, key));
    return { ok: false, error: 'account.errors.codeSpent' };
  }
  await tx
    .update(guestSignInCodes)
    .set({ tries: sql`${guestSignInCodes.tries} + 1` })
    .where(eq(guestSignInCodes.addressKey, key));
  return { ok: false, error: 'account.errors.codeWrong' };
}
