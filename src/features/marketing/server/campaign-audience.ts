import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { campaigns, newsletterSubscribers, orders } from '@/server/db/schema';
import { suppressedAmong } from '@/server/privacy/suppressions';

type Campaign = typeof campaigns.$inferSelect;

/** An order that counts as the guest's: placed (paid, or to pay at the counter), not cancelled. */
const COUNTED = sql`${orders.status} in ('received', 'accepted', 'ready', 'picked_up')`;

const ordersOf = (where: SQL) =>
  sql`exists (select 1 from ${orders} where lower(${orders.email}) = lower(${newsletterSubscribers.email}) and ${COUNTED} and ${where})`;

type Audience = Pick<
  Campaign,
  'audienceLanguage' | 'audienceLocationIds' | 'orderedWithinDays' | 'notOrderedForDays'
>;

/** The confirmed readers an audience names, oldest sign-up first, none on the suppression list. */
export async function audienceOf(
  db: DbOrTx,
  audience: Audience,
  now = new Date(),
): Promise<{ email: string; language: Language }[]> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language })
    .from(newsletterSubscribers)
    .where(
      and(
        isNotNull(newsletterSubscribers.confirmedAt),
        audience.audienceLanguage === 'all'
          ? undefined
          : eq(newsletterSubscribers.language, audience.audienceLanguage),
        audience.audienceLocationIds.length > 0
          ? ordersOf(inArray(orders.locationId, audience.audienceLocationIds))
          : undefined,
        audience.orderedWithinDays
          ? ordersOf(sql`${orders.createdAt} >= ${daysAgo(audience.orderedWithinDays)}`)
          : undefined,
        audience.notOrderedForDays
          ? and(
              ordersOf(sql`true`),
              sql`not ${ordersOf(sql`${orders.createdAt} >= ${daysAgo(audience.notOrderedForDays)}`)}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscribers.createdAt));
  const suppressed = await suppressedAmong(
    db,
    rows.map((row) => row.email),
  );
  return rows.filter((row) => !suppressed.has(row.email));
}
