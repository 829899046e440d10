import 'server-only';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { Refusal } from '@/server/refusal';
import { siteUrl } from '@/lib/site-url';
import { stripeClient, stripeConnectReady } from './stripe';

/**
 * Each restaurant paid into its own Stripe account (Stripe Connect, ADR 0029): an owner connects
 * a restaurant from its page under Locations, either through Stripe's hosted onboarding (an
 * account made for it, then an account link to Stripe's pages, which come back here) or by naming
 * an account the brand's platform already has. Only the account's id is kept, never a key. The
 * restaurant's card payments go to it once Stripe says it may take them (`charges_enabled`, read
 * when the owner comes back and from the `account.updated` webhook); until then, and for a
 * restaurant not connected, they go to the brand's account.
 */

type Restaurant = { id: string; stripeAccountId: string | null };

function connectClient(): Stripe {
  const stripe = stripeClient();
  if (!stripe || !stripeConnectReady()) throw new Refusal('admin.connect.notSetUp');
  return stripe;
}

async function restaurantOf(tx: DbOrTx, locationId: string): Promise<Restaurant> {
  const [row] = await tx
    .select({ id: locations.id, stripeAccountId: locations.stripeAccountId })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  if (!row) throw new Refusal('admin.errors.notFound');
  return row;
}

/** Where Stripe's onboarding comes back to (done) and sends one whose link expired. */
export function onboardingReturn(locationId: string, kind: 'return' | 'refresh'): string {
  return `${siteUrl()}/api/admin/stripe/${kind}?location=${locationId}`;
}

/** A link to Stripe's hosted onboarding of the restaurant's account (a few minutes' life). */
export async function onboardingLink(stripe: Stripe, locationId: string, account: string) {
  const link = await stripe.accountLinks.create({
    account,
    type: 'account_onboarding',
    return_url: onboardingReturn(locationId, 'return'),
    refresh_url: onboardingReturn(locationId, 'refresh'),
  });
  return link.url;
}

/**
 * Starts (or goes on with) Stripe's onboarding for a restaurant: an account made for it the first
 * time (its id kept, not yet taking payments), then a link to Stripe's pages.
 */
export async function startOnboarding(tx: DbOrTx, locationId: string): Promise<string> {
  const stripe = connectClient();
  const restaurant = await restaurantOf(tx, locationId);
  let account = restaurant.stripeAccountId;
  if (!account) {
    const made = await stripe.accounts.create(
      { type: 'standard', metadata: { location_id: locationId } },
      { idempotencyKey: `saba-account-${locationId}` },
    );
    account = made.id;
    await tx
      .update(locations)
      .set({ stripeAccountId: account, stripeChargesEnabled: false, updatedAt: new Date() })
      .where(eq(locations.id, locationId));
  }
  return onboardingLink(stripe, locationId, account);
}

/**
 * Connects a restaurant to an account the brand's platform already has, by its id: refused when
 * Stripe does not know it (or it is not the platform's), or another restaurant has it.
 */
export async function linkAccount(tx: DbOrTx, locationId: string, accountId: string) {
  const stripe = connectClient();
  await restaurantOf(tx, locationId);
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieve(accountId);
  } catch (error) {
    logger.info({ err: error, account: accountId }, 'Stripe does not know a connected account');
    throw new Refusal('admin.connect.unknownAccount', {
      accountId: 'admin.connect.unknownAccount',
    });
  }
  const [other] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.stripeAccountId, account.id));
  if (other && other.id !== locationId) {
    throw new Refusal('admin.connect.accountTaken', { accountId: 'admin.connect.accountTaken' });
  }
  await tx
    .update(locations)
    .set({
      stripeAccountId: account.id,
      stripeChargesEnabled: account.charges_enabled === true,
      updatedAt: new Date(),
    })
    .where(eq(locations.id, locationId));
  return { accountId: account.id, chargesEnabled: account.charges_enabled === true };
}

/** Reads the restaurant's account from Stripe again (the owner is back from onboarding). */
export async function syncAccount(tx: DbOrTx, locationId: string): Promise<boolean> {
  const restaurant = await restaurantOf(tx, locationId);
  if (!restaurant.stripeAccountId) return false;
  const account = await connectClient().accounts.retrieve(restaurant.stripeAccountId);
  await tx
    .update(locations)
    .set({ stripeChargesEnabled: account.charges_enabled === true, updatedAt: new Date() })
    .where(eq(locations.id, locationId));
  return account.charges_enabled === true;
}

/** The restaurant is paid into the brand's account again (its orders keep their own account). */
export async function disconnectAccount(tx: DbOrTx, locationId: string) {
  const restaurant = await restaurantOf(tx, locationId);
  await tx
    .update(locations)
    .set({ stripeAccountId: null, stripeChargesEnabled: false, updatedAt: new Date() })
    .where(eq(locations.id, locationId));
  return restaurant.stripeAccountId;
}

/** The brand's fee on the restaurant's card orders paid into its own account (percent). */
export async function setBrandFee(tx: DbOrTx, locationId: string, percent: number) {
  await restaurantOf(tx, locationId);
  await tx
    .update(locations)
    .set({ brandFeePercent: percent, updatedAt: new Date() })
    .where(eq(locations.id, locationId));
}

/**
 * The owner is back from Stripe's onboarding: `return` reads the account again (null: back to
 * the restaurant's page); `refresh` (the link expired) answers a new link to Stripe.
 */
export async function onboardingStep(
  tx: DbOrTx,
  locationId: string,
  step: 'return' | 'refresh',
): Promise<string | null> {
  if (step === 'return') {
    await syncAccount(tx, locationId);
    return null;
  }
  const restaurant = await restaurantOf(tx, locationId);
  if (!restaurant.stripeAccountId) return null;
  return onboardingLink(connectClient(), locationId, restaurant.stripeAccountId);
}
