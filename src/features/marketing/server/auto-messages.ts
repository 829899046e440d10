import 'server-only';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AutoMessageKind } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { autoMessages, orders } from '@/server/db/schema';
import { readSettingValue, writeSettingValue } from '@/server/db/setting-value';
import { DEFAULT_AUTO_MESSAGE_RULES, type AutoMessageRules } from '../rules/auto-messages';

/**
 * The owners' automatic e-mails (rules/auto-messages.ts): their settings, and what the console
 * shows of them. The round that sends them is auto-message-round.ts.
 */

export const AUTO_MESSAGES_KEY = 'autoMessages';

export async function readAutoMessageRules(db: DbOrTx): Promise<AutoMessageRules> {
  const stored = (await readSettingValue(db, AUTO_MESSAGES_KEY)) as
    Partial<AutoMessageRules> | undefined;
  return { ...DEFAULT_AUTO_MESSAGE_RULES, ...stored };
}

export function writeAutoMessageRules(tx: DbOrTx, rules: AutoMessageRules, by: string | null) {
  return writeSettingValue(tx, AUTO_MESSAGES_KEY, rules, by);
}

/** The figures are of the last 30 days. */
export const FIGURES_DAYS = 30;

export type AutoMessageFigures = Record<AutoMessageKind, number> & {
  /** Codes made for guests by "we miss you", and of those, used by an order that counts. */
  codesMade: number;
  codesUsed: number;
};

/** How many of each went in the last 30 days, and how many of their codes brought an order. */
export async function autoMessageFigures(
  db: DbOrTx,
  now = new Date(),
): Promise<AutoMessageFigures> {
  const since = new Date(now.getTime() - FIGURES_DAYS * 86_400_000);
  const sent = await db
    .select({
      kind: autoMessages.kind,
      count: sql<number>`count(*)::int`,
      codes: sql<number>`(count(${autoMessages.promoCodeId}))::int`,
    })
    .from(autoMessages)
    .where(gte(autoMessages.sentAt, since))
    .groupBy(autoMessages.kind);
  const codeIds = db
    .select({ id: autoMessages.promoCodeId })
    .from(autoMessages)
    .where(and(gte(autoMessages.sentAt, since), isNotNull(autoMessages.promoCodeId)));
  const used = await db.$count(
    orders,
    and(
      inArray(orders.promoCodeId, codeIds),
      sql`${orders.status} in ('received', 'accepted', 'ready', 'picked_up')`,
    ),
  );
  const of = (kind: AutoMessageKind) => sent.find((row) => row.kind === kind);
  return {
    thanks: Number(of('thanks')?.count ?? 0),
    missYou: Number(of('missYou')?.count ?? 0),
    codesMade: Number(of('missYou')?.codes ?? 0),
    codesUsed: used,
  };
}

/** Whether the order's e-mail was sent this kind already (for tests and the round). */
export async function autoMessageOf(db: DbOrTx, kind: AutoMessageKind, orderId: string) {
  const [row] = await db
    .select()
    .from(autoMessages)
    .where(and(eq(autoMessages.kind, kind), eq(autoMessages.orderId, orderId)));
  return row ?? null;
}
