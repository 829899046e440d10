import 'server-only';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@/schemas/admin/audit';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { pageOf } from '@/lib/paging';

export const AUDIT_PAGE_SIZE = 50;

/** Newest change first, filtered by record type, person and date range (UTC days). */
export async function listAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.actor) conditions.push(eq(auditLog.actorEmail, filter.actor));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.createdAt, end));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = totalRow?.n ?? 0;
  const { page, pages, offset } = pageOf(total, filter.page, AUDIT_PAGE_SIZE);
  const [rows, entities, actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(offset),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db
      .selectDistinct({ email: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(asc(auditLog.actorEmail)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page,
    pages,
    entities: entities.map((e) => e.entity),
    actors: actors.map((a) => a.email).filter((e): e is string => Boolean(e)),
  };
}
export type AuditEntry = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];
