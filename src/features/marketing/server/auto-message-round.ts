import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AutoMessageKind } from '@/lib/enums';
import type { Db, DbOrTx } from '@/server/db/client';
import {
  autoMessages,
  locations,
  newsletterSubscribers,
  orders,
  promoCodes,
} from '@/server/db/schema';
import { logger } from '@/server/logger';
import { enqueueMail } from '@/server/mail/outbox';
import { guestCodeKey } from '@/server/privacy/address-key';
import { suppressedAmong } from '@/server/privacy/suppressions';
import { Refusal } from '@/server/refusal';
import {
  AUTO_ROUND_MAX,
  guestCodeOf,
  missYouWindow,
  offerEnds,
  thanksWindow,
  type AutoMessageRules,
} from '../rules/auto-messages';
import { autoMessageLetter, type DueGuest, type GuestCode } from './auto-message-letters';
import { readAutoMessageRules } from './auto-messages';
import { listMailer, type ListLetter } from './list-mail';

/**
 * One round of the automatic e-mails (a worker on each instance, every few minutes): each that is
 * on finds the guests it is due to, only at confirmed addresses not on the suppression list, and
 * writes each e-mail to the outbox in a transaction that first records it against its order (one
 * per kind and order: two instances at once send it once), with the guest's code when it offers one.
 */

/** Another order of the same address, beside the one read. */
const OTHER = 'other_order';
const other = alias(orders, OTHER);
const counted = (status: AnyColumn) =>
  sql`${status} in ('received', 'accepted', 'ready', 'picked_up')`;
const otherOrder = (when: SQL) =>
  sql`exists (select 1 from ${orders} as ${sql.identifier(OTHER)} where lower(${other.email}) = lower(${orders.email}) and ${counted(other.status)} and ${when})`;
const notSent = (kind: AutoMessageKind) =>
  sql`not exists (select 1 from ${autoMessages} where ${autoMessages.kind} = ${kind} and ${autoMessages.orderId} = ${orders.id})`;

/** The orders (with their confirmed reader and restaurant) that `where` picks, oldest first. */
async function dueGuests(db: DbOrTx, where: SQL, oldestFirst: SQL): Promise<DueGuest[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      email: orders.email,
      name: orders.fullName,
      language: newsletterSubscribers.language,
      slug: locations.slug,
      nameEn: locations.nameEn,
      nameAr: locations.nameAr,
      timezone: locations.timezone,
    })
    .from(orders)
    .innerJoin(
      newsletterSubscribers,
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${orders.email})`,
        isNotNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(oldestFirst)
    .limit(AUTO_ROUND_MAX);
  const suppressed = await suppressedAmong(
    db,
    rows.map((row) => row.email),
  );
  return rows.filter((row) => !suppressed.has(row.email));
}

/** Guests whose first order was picked up in the last three days, not yet thanked. */
export function dueThanks(db: DbOrTx, now: Date): Promise<DueGuest[]> {
  const { from, to } = thanksWindow(now);
  return dueGuests(
    db,
    and(
      eq(orders.status, 'picked_up'),
      gte(orders.pickupAt, from),
      lte(orders.pickupAt, to),
      sql`not ${otherOrder(sql`${other.createdAt} < ${orders.createdAt}`)}`,
      notSent('thanks'),
    )!,
    asc(orders.pickupAt),
  );
}

/** Guests whose last order was placed `missYouDays` (to a week more) ago, not yet missed since. */
export function dueMissYou(db: DbOrTx, now: Date, missYouDays: number): Promise<DueGuest[]> {
  const { from, to } = missYouWindow(now, missYouDays);
  return dueGuests(
    db,
    and(
      counted(orders.status),
      gte(orders.createdAt, from),
      lt(orders.createdAt, to),
      sql`not ${otherOrder(sql`${other.createdAt} > ${orders.createdAt}`)}`,
      notSent('missYou'),
    )!,
    asc(orders.createdAt),
  );
}

/** A code for this guest alone: used once, by their address, until the offer's last day. */
async function makeGuestCode(
  tx: DbOrTx,
  guest: DueGuest,
  rules: AutoMessageRules,
  now: Date,
): Promise<GuestCode & { id: string }> {
  const { lastDay, validUntil } = offerEnds(now, rules.offerDays, guest.timezone);
  const forGuestKey = await guestCodeKey(tx, guest.email);
  const kind = rules.offer === 'amount' ? 'amount' : 'percent';
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = guestCodeOf(randomBytes(8));
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code,
        kind,
        percentOff: kind === 'percent' ? rules.percentOff : null,
        amountOff: kind === 'amount' ? rules.amountOff : null,
        validUntil,
        maxUses: 1,
        usesPerGuest: 1,
        forGuestKey,
      })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning({ id: promoCodes.id });
    if (row) return { id: row.id, code, lastDay, rules };
  }
  throw new Error('no free promo code after 5 tries');
}

/** Sends one e-mail, unless another instance has; whether this one wrote it. */
async function sendOne(
  db: Db,
  kind: AutoMessageKind,
  guest: DueGuest,
  rules: AutoMessageRules,
  write: (letter: ListLetter) => ReturnType<Awaited<ReturnType<typeof listMailer>>>,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(autoMessages)
      .values({ kind, orderId: guest.orderId, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: autoMessages.id });
    if (!sent) return false;
    const code =
      kind === 'missYou' && rules.offer !== 'none'
        ? await makeGuestCode(tx, guest, rules, now)
        : null;
    if (code) {
      await tx
        .update(autoMessages)
        .set({ promoCodeId: code.id })
        .where(eq(autoMessages.id, sent.id));
    }
    await enqueueMail(tx, [write(autoMessageLetter(kind, guest, code))]);
    return true;
  });
}

export type RoundResult = Record<AutoMessageKind, number>;

/** Sends what is due of each automatic e-mail an owner turned on; how many of each went. */
export async function runAutoMessages(db: Db, now = new Date()): Promise<RoundResult> {
  const result: RoundResult = { thanks: 0, missYou: 0 };
  const rules = await readAutoMessageRules(db);
  if (!rules.thanks && !rules.missYou) return result;
  let write: Awaited<ReturnType<typeof listMailer>>;
  try {
    write = await listMailer(db);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // No headquarters' address to print: nothing goes until an owner marks one.
    logger.warn('automatic e-mails held: no restaurant is marked as the headquarters');
    return result;
  }
  const due: [AutoMessageKind, () => Promise<DueGuest[]>][] = [
    ['thanks', () => (rules.thanks ? dueThanks(db, now) : Promise.resolve([]))],
    [
      'missYou',
      () => (rules.missYou ? dueMissYou(db, now, rules.missYouDays) : Promise.resolve([])),
    ],
  ];
  for (const [kind, find] of due) {
    for (const guest of await find()) {
      if (await sendOne(db, kind, guest, rules, write, now)) result[kind] += 1;
    }
  }
  return result;
}
