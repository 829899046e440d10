import 'server-only';
import { refundsOf } from './part-refunds';
import { recordId } from '@/schemas/admin/fields';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { locations, orderEvents, orderLines, orders, orderSearch } from '@/server/db/schema';
import type { LocationScope } from '@/lib/location-scope';
import type { OrderSearch } from '@/features/ordering/schemas/order-search';
import { pageOf } from '@/lib/paging';

/**
 * The console's order history: every order ever placed at the restaurants a staff member works
 * for, found by number, phone, address or name, restaurant and pickup day, newest first, a page
 * at a time; and one order's record with its lines, totals and timeline. Each way of looking up
 * has its index (server/db/schema/orders.ts orderSearch), so a search stays quick over a hundred
 * thousand orders (`npm run bench -- --search` measures it).
 */

export const ORDER_HISTORY_PAGE = 25;
/** The widest a restaurant's day reaches from the same day in UTC (UTC-12 to UTC+14). */
const DAY_REACH_MS = 14 * 60 * 60_000;

/** What the text asks for: an order number, a phone's last digits, an address, words of a name. */
export function searchTerms(text: string) {
  // "#1234" is an order's number and nothing else.
  const numberOnly = text.trim().startsWith('#');
  const plain = text.trim().replace(/^#/, '').trim();
  const digits = plain.replace(/\D/g, '');
  const phoneLike = !numberOnly && /^[\d\s()+.-]+$/.test(plain);
  const words = plain.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (numberOnly) {
    const number = /^\d{1,9}$/.test(plain) ? Number(plain) : null;
    return { number, phoneTail: null, email: null, nameQuery: null };
  }
  return {
    number: /^\d{1,9}$/.test(plain) ? Number(plain) : null,
    phoneTail: phoneLike && digits.length >= 4 ? digits.split('').reverse().join('') : null,
    email: !phoneLike && !/\s/.test(plain) ? plain.toLowerCase() : null,
    nameQuery: !phoneLike && words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the search text asks of the orders (nothing when there is no text). */
export function textCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const terms = searchTerms(text);
  const found: SQL[] = [];
  if (terms.number !== null) found.push(eq(orders.number, terms.number));
  if (terms.phoneTail) {
    found.push(sql`${orderSearch.phoneTail(orders.phone)} like ${`${terms.phoneTail}%`}`);
  }
  if (terms.email) {
    found.push(sql`${orderSearch.email(orders.email)} like ${`${escapeLike(terms.email)}%`}`);
  }
  if (terms.nameQuery) {
    found.push(
      sql`${orderSearch.nameWords(orders.fullName)} @@ to_tsquery('simple', ${terms.nameQuery})`,
    );
  }
  // Text that names nothing a search looks up (punctuation alone) finds nothing.
  return found.length > 0 ? or(...found) : sql`false`;
}

/** Orders for pickup on these days, each in its restaurant's own time zone. */
function dayCondition(from: string, to: string): SQL[] {
  const conditions: SQL[] = [];
  const localDay = sql`(${orders.pickupAt} at time zone ${locations.timezone})::date`;
  if (from) {
    conditions.push(gte(orders.pickupAt, new Date(Date.parse(from) - DAY_REACH_MS)));
    conditions.push(sql`${localDay} >= ${from}::date`);
  }
  if (to) {
    conditions.push(lt(orders.pickupAt, new Date(Date.parse(to) + 86_400_000 + DAY_REACH_MS)));
    conditions.push(sql`${localDay} <= ${to}::date`);
  }
  return conditions;
}

/** What a search asks of the orders (with `locations` joined), at these restaurants. */
export function historyWhere(
  search: Pick<OrderSearch, 'q' | 'from' | 'to'>,
  locationIds: string[],
) {
  return and(
    inArray(orders.locationId, locationIds),
    textCondition(search.q),
    ...dayCondition(search.from, search.to),
  );
}

export type HistoryRestaurant = { id: string; slug: string; name: string };

/**
 * One page of the search, within `restaurants` (those the person works for); a search naming
 * another restaurant, or a refused date range, finds nothing and says why.
 */
export async function searchOrderHistory(
  db: DbOrTx,
  search: OrderSearch,
  restaurants: readonly HistoryRestaurant[],
) {
  const chosen = search.location
    ? restaurants.find((place) => place.slug === search.location)
    : undefined;
  const refused = search.refused ?? (search.location && !chosen ? 'notYours' : null);
  if (refused || restaurants.length === 0) {
    return { rows: [], total: 0, page: 1, pages: 1, refused };
  }
  const where = historyWhere(search, chosen ? [chosen.id] : restaurants.map((place) => place.id));
  const [totalRow] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where);
  const total = totalRow?.n ?? 0;
  const { page, pages, offset } = pageOf(total, search.page, ORDER_HISTORY_PAGE);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      restaurant: locations.nameEn,
      timezone: locations.timezone,
      fullName: orders.fullName,
      phone: orders.phone,
      email: orders.email,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      asap: orders.asap,
      pickupAt: orders.pickupAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_HISTORY_PAGE)
    .offset(offset);
  return { rows, total, page, pages, refused: null };
}
export type OrderHistoryRow = Awaited<ReturnType<typeof searchOrderHistory>>['rows'][number];

/**
 * One order's record (its page): the order, its lines as priced, and its timeline, placed first;
 * null for an id that names no order at one of `scope`'s restaurants.
 */
export async function readOrderRecord(db: DbOrTx, id: string, scope: LocationScope) {
  if (!recordId.safeParse(id).success) return null;
  const [order] = await db
    .select({
      order: orders,
      restaurant: locations.nameEn,
      restaurantSlug: locations.slug,
      timezone: locations.timezone,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(
      and(eq(orders.id, id), scope === null ? undefined : inArray(orders.locationId, [...scope])),
    );
  if (!order) return null;
  const [lines, events, refunds] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ move: orderEvents.move, by: orderEvents.byEmail, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    refundsOf(db, id),
  ]);
  return {
    ...order,
    lines,
    refunds,
    timeline: [{ move: 'placed', by: null, at: order.order.createdAt }, ...events],
  };
}
export type OrderRecord = NonNullable<Awaited<ReturnType<typeof readOrderRecord>>>;
