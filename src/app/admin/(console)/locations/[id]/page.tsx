import { notFound } from 'next/navigation';
import { LocationEditor } from '@/components/admin/locations/location-editor';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { recordId } from '@/schemas/admin/fields';
import { actsAt } from '@/lib/location-scope';
import { getDb } from '@/server/db/client';
import { getLocationForAdmin } from '@/server/locations/queries';
import { stripeConnectReady } from '@/features/ordering/server/stripe';
import { StripeAccountCard } from '@/features/ordering/console/stripe-account-card';
import { OpeningNoticeCard } from '@/features/marketing/console/opening-notice-card';
import { openingNoticeState } from '@/features/marketing/server/opening-notice';

export const generateMetadata = screenMetadata('locations');

type Props = { params: Promise<{ id: string }> };

export default async function EditLocationPage({ params }: Props) {
  const id = recordId.safeParse((await params).id);
  if (!id.success) notFound();
  return (
    <ScreenLoader
      screen="locations"
      section="locations"
      load={async (actor) => {
        const db = await getDb();
        // Staff limited to restaurants open their own only: another is "not found" to them.
        const location = actsAt(actor.locations, [id.data])
          ? await getLocationForAdmin(db, id.data)
          : null;
        const owner = actor.role === 'owner';
        const opening = owner && location ? await openingNoticeState(db, location) : null;
        return {
          location,
          brandStaff: actor.locations === null,
          owner,
          // Owners connect a restaurant to its own Stripe account, when Stripe Connect is set up.
          connect: owner && stripeConnectReady(),
          // Owners tell a restaurant's notify list that it is open, once: offered while someone waits.
          opening: opening && (opening.waiting > 0 || opening.sentAt) ? opening : null,
        };
      }}
    >
      {({ location, brandStaff, owner, connect, opening }) =>
        location ? (
          <div className="grid gap-6">
            <LocationEditor location={location} brandStaff={brandStaff} owner={owner} />
            {connect ? (
              <StripeAccountCard
                state={{
                  locationId: location.id,
                  accountId: location.stripeAccountId,
                  chargesEnabled: location.stripeChargesEnabled,
                  feePercent: location.brandFeePercent,
                }}
              />
            ) : null}
            {opening ? <OpeningNoticeCard state={{ locationId: location.id, ...opening }} /> : null}
          </div>
        ) : (
          notFound()
        )
      }
    </ScreenLoader>
  );
}
