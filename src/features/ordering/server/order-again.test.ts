import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { visitorDeps } from '../../../../tests/setup/staff-deps';
import { addAllDayRestaurant, guestCheckout } from '../../../../tests/setup/ordering';
import { asCents } from '@/lib/money';
import { locations, menuItems } from '@/server/db/schema';
import { checkoutLines, type StoredCart } from '../rules/cart';
import { orderAgainAction, placePickupOrderAction, quotePickupOrderAction } from './actions';

/**
 * "Order again" from a guest's account: one of the signed-in guest's own orders becomes a cart at
 * its restaurant, each line with what the guest paid; the checkout's pricing then names what
 * changed since (a price, a dish no longer served). Another address's order, or a restaurant that
 * no longer takes orders, is refused; a guest must be signed in.
 */

/** A signed-in guest of this address (or nobody). */
const as = (email: string | null) =>
  visitorDeps(
    email
      ? {
          accountId: '00000000-0000-4000-8000-00000000000a',
          sessionId: '00000000-0000-4000-8000-00000000000b',
          email,
          language: 'en',
        }
      : null,
  );

describeEachEngine('ordering again', (engine) => {
  const database = freshAppDatabase(engine);
  const db = () => database().db;
  let number = 0;

  beforeAll(async () => {
    await addAllDayRestaurant(db());
    const placed = await placePickupOrderAction(
      guestCheckout(`order-again-key-${engine.label}`, {
        email: 'Mona@Example.com',
        language: 'en',
      }),
      as(null),
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    number = placed.data.number;
  });

  const again = async (email: string | null, language = 'en') =>
    orderAgainAction({ number, language }, as(email));
  const quote = async (cart: StoredCart) =>
    quotePickupOrderAction(
      { locationSlug: cart.restaurant, lines: checkoutLines(cart), language: 'en' },
      as(null),
    );

  it('fills a cart with the order’s lines at what the guest paid', async () => {
    expect(await again('mona@example.com')).toEqual({
      status: 'success',
      data: {
        restaurant: 'all-day',
        lines: [
          {
            kind: 'item',
            key: 'hummus',
            optionIds: [],
            quantity: 2,
            note: '',
            name: 'Hummus',
            optionNames: [],
            unitPrice: 799,
          },
        ],
      },
    });
    expect(await again('mona@example.com', 'ar')).toMatchObject({
      data: { lines: [{ name: 'حمص' }] },
    });
  });

  it('keeps the old price for the checkout to compare, and finds a dish by its id', async () => {
    await db()
      .update(menuItems)
      .set({ price: asCents(849), slug: 'hummus-beiruti' })
      .where(eq(menuItems.slug, 'hummus'));
    const answer = await again('mona@example.com');
    if (answer.status !== 'success') throw new Error(JSON.stringify(answer));
    expect(answer.data.lines[0]).toMatchObject({ key: 'hummus-beiruti', unitPrice: 799 });
    // The checkout prices it at today's price: $8.49 × 2.
    expect(await quote(answer.data)).toMatchObject({
      status: 'success',
      data: { ok: true, subtotal: 1698 },
    });
  });

  it('names a dish no longer served at checkout', async () => {
    const [dish] = await db()
      .delete(menuItems)
      .where(eq(menuItems.slug, 'hummus-beiruti'))
      .returning();
    const answer = await again('mona@example.com');
    if (answer.status !== 'success') throw new Error(JSON.stringify(answer));
    expect(answer.data.lines[0]!.key).toBe(dish!.id);
    expect(await quote(answer.data)).toMatchObject({
      status: 'success',
      data: { ok: false, problems: [{ line: 0, message: 'pickup.errors.unavailable' }] },
    });
  });

  it('refuses another address’s order, a guest not signed in, and a restaurant not taking orders', async () => {
    expect(await again('someone@example.com')).toEqual({
      status: 'error',
      error: 'account.errors.orderUnknown',
    });
    expect(await again(null)).toEqual({ status: 'error', error: 'account.errors.signInRequired' });
    await db()
      .update(locations)
      .set({ orderingEnabled: false })
      .where(eq(locations.slug, 'all-day'));
    expect(await again('mona@example.com')).toEqual({
      status: 'error',
      error: 'account.errors.notTakingOrders',
    });
  });
});
