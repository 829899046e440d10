import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { visitorDeps } from '../../../../tests/setup/staff-deps';
import { addAllDayRestaurant, guestCheckout } from '../../../../tests/setup/ordering';
import { emailOutbox, guestAccounts, newsletterSubscribers } from '@/server/db/schema';
import { placePickupOrderAction } from '@/features/ordering/server/actions';
import { guestCheckoutDetailsAction, guestDetailsAction } from './actions';
import { readGuestSession, startGuestSession, type GuestSession } from './sessions';

/**
 * The checkout and a guest's account: a signed-in guest's checkout is given their saved details;
 * "E-mail me news and offers" at checkout is off unless ticked, and joins the newsletter once the
 * address is confirmed by its link, or at once when it is the signed-in guest's own (proven)
 * address.
 */

describeEachEngine('the checkout and a guest account', (engine) => {
  const database = freshAppDatabase(engine);
  const db = () => database().db;
  let serial = 0;
  let signedIn: GuestSession;

  beforeAll(async () => {
    await addAllDayRestaurant(db());
    const [account] = await db()
      .insert(guestAccounts)
      .values({ email: 'reem@example.com', name: 'Reem Nasser', phone: '+1 313 555 0111' })
      .returning();
    const { token } = await startGuestSession(db(), account!.id);
    signedIn = (await readGuestSession(db(), token))!;
  });

  const checkout = (change: Record<string, unknown>) =>
    guestCheckout(`consent-${engine.label}-${++serial}`, change);
  const subscriber = async (email: string) =>
    (
      await db()
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
    )[0];
  const confirmationsTo = (email: string) =>
    db().$count(
      emailOutbox,
      and(eq(emailOutbox.kind, 'signup-confirm'), sql`${email} = any(${emailOutbox.toAddresses})`),
    );

  it('gives a signed-in guest’s checkout their saved details, and nobody else’s', async () => {
    expect(await guestCheckoutDetailsAction({}, visitorDeps(signedIn))).toEqual({
      status: 'success',
      data: {
        fullName: 'Reem Nasser',
        phone: '+1 313 555 0111',
        email: 'reem@example.com',
        marketing: false,
      },
    });
    expect(await guestCheckoutDetailsAction({}, visitorDeps(null))).toEqual({
      status: 'error',
      error: 'account.errors.signInRequired',
    });
  });

  it('leaves the list alone when the box is not ticked', async () => {
    const placed = await placePickupOrderAction(
      checkout({ email: 'quiet@example.com' }),
      visitorDeps(null),
    );
    expect(placed.status).toBe('success');
    expect(await subscriber('quiet@example.com')).toBeUndefined();
    expect(await confirmationsTo('quiet@example.com')).toBe(0);
  });

  it('asks a guest who ticked it to confirm their address first', async () => {
    const placed = await placePickupOrderAction(
      checkout({ email: 'news@example.com', marketing: true, language: 'ar' }),
      visitorDeps(null),
    );
    expect(placed.status).toBe('success');
    const row = await subscriber('news@example.com');
    expect(row).toMatchObject({ language: 'ar', confirmedAt: null });
    expect(await confirmationsTo('news@example.com')).toBe(1);
  });

  it('asks a signed-in guest to confirm another address, and takes their own at once', async () => {
    await placePickupOrderAction(
      checkout({ email: 'other@example.com', marketing: true }),
      visitorDeps(signedIn),
    );
    expect(await subscriber('other@example.com')).toMatchObject({ confirmedAt: null });
    expect(await confirmationsTo('other@example.com')).toBe(1);

    await placePickupOrderAction(
      checkout({ email: 'Reem@Example.com', marketing: true }),
      visitorDeps(signedIn),
    );
    expect((await subscriber('reem@example.com'))?.confirmedAt).not.toBeNull();
    expect(await confirmationsTo('reem@example.com')).toBe(0);
    expect(await guestCheckoutDetailsAction({}, visitorDeps(signedIn))).toMatchObject({
      data: { marketing: true },
    });
    // Turned off on the account page, the checkout's box starts unticked again.
    await guestDetailsAction({ marketing: '', language: 'en' }, visitorDeps(signedIn));
    expect(await guestCheckoutDetailsAction({}, visitorDeps(signedIn))).toMatchObject({
      data: { marketing: false },
    });
  });
});
