import { notFound } from 'next/navigation';
import { LocationEditor } from '@/components/admin/locations/location-editor';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { recordId } from '@/schemas/admin/fields';
import { actsAt } from '@/lib/location-scope';
import { getDb } from '@/server/db/client';
import { getLocationForAdmin } from '@/server/locations/queries';
import { stripeConnectReady } from '@/features/ordering/server/stripe';
import { StripeAccountCard } from '@/features/ordering/console/stripe-account-card';

export const generateMetadata = screenMetadata('locations');

type Props = { params: Promise<{ id: string }> };

export default async function EditLocationPage({ params }: Props) {
  const id = recordId.safeParse((await params).id);
  if (!id.success) notFound();
  return (
    <ScreenLoader
      screen="locations"
      section="locations"
      load={async (actor) => ({
        // Staff limited to restaurants open their own only: another is "not found" to them.
        location: actsAt(actor.locations, [id.data])
          ? await getLocationForAdmin(await getDb(), id.data)
          : null,
        brandStaff: actor.locations === null,
        owner: actor.role === 'owner',
        // Owners connect a restaurant to its own Stripe account, when Stripe Connect is set up.
        connect: actor.role === 'owner' && stripeConnectReady(),
      })}
    >
      {({ location, brandStaff, owner, connect }) =>
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
          </div>
        ) : (
          notFound()
        )
      }
    </ScreenLoader>
  );
}
