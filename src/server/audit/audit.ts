import 'server-only';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { decimalOfCents, type Cents } from '@/lib/money';

export type AuditEntry = {
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** The fields of a record that hold an amount of money (whole cents in code). */
const AMOUNTS = new Set([
  'price',
  'priceDelta',
  'basePrice',
  'subtotal',
  'tax',
  'tip',
  'total',
  'minimumOrder',
]);

/**
 * A record as the audit log keeps it for owners to read: amounts as dollars and cents ("21.50"),
 * as the console shows them, never as a bare count of cents.
 */
export function auditRecord(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      AMOUNTS.has(key) && Number.isSafeInteger(value) ? decimalOfCents(value as Cents) : value,
    ]),
  );
}

/** One row per staff change, written in the change's own transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: auditRecord(entry.before ?? null),
    after: auditRecord(entry.after ?? null),
  });
}
