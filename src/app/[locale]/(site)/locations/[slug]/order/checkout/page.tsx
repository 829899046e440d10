import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/site/client-messages';
import { CheckoutForm } from '@/features/ordering/site/checkout-form';
import { OrderingClosed, OrderingHeader } from '@/features/ordering/site/ordering-parts';
import type { Language } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { getDb } from '@/server/db/client';
import { readOrderingRestaurant, readPickupOffer } from '@/features/ordering/server/checkout';
import { cardPaymentsReady } from '@/features/ordering/server/stripe';
import * as restaurantPage from '../../restaurant-page';

// The pickup times still open change with every order: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = restaurantPage.Props;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await restaurantPage.metadata(params, async ({ locale, slug, name }) => {
    const t = await getTranslations({ locale, namespace: 'pickup' });
    return {
      path: `/locations/${slug}/order/checkout`,
      title: t('checkoutTitle', { name }),
      description: t('description', { name }),
    };
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * The checkout of a restaurant's pickup order: the cart as the server prices it, who collects it,
 * when (as soon as possible, or one of the times still open) and how they pay. Whether the
 * restaurant takes orders, and its open times, are read from the database for each request.
 */
export default async function CheckoutPage({ params }: Props) {
  const { locale, slug, location, name } = await restaurantPage.servedPage(params);
  const db = await getDb();
  const restaurant = await readOrderingRestaurant(db, slug);
  const t = await getTranslations('pickup');
  const title = t('checkoutTitle', { name });
  if (!restaurant) {
    return (
      <main id="main">
        <OrderingHeader location={location} locale={locale} title={title} />
        <OrderingClosed location={location} locale={locale} />
      </main>
    );
  }
  const language: Language = locale === 'ar' ? 'ar' : 'en';
  const offer = await readPickupOffer(db, restaurant, language);
  return (
    <main id="main">
      <OrderingHeader location={location} locale={locale} title={title} />
      {/* The cart lives in the browser: until it is read, the form's place says so. That place is
          a screen high, so the footer starts below the first screen and nothing the guest sees
          moves when the form, or the empty cart's note, takes its place. */}
      <div className="mx-auto min-h-[75dvh] max-w-5xl px-4 pb-20 md:px-6">
        <noscript>
          <p className="card mb-6 p-5 font-medium text-coffee">{t('needsScript', { name })}</p>
        </noscript>
        <ClientMessages namespaces={['pickup', 'validation', 'errors', 'forms']}>
          <CheckoutForm
            restaurant={{ slug, name }}
            language={language}
            taxRate={restaurant.taxRate}
            payAtPickup={restaurant.payAtPickup}
            cardPayments={cardPaymentsReady()}
            tips={{ enabled: restaurant.tipsEnabled, percents: restaurant.tipPercents }}
            timeZone={restaurant.timezone}
            offer={offer}
            menuHref={localizedPath(locale, `/locations/${slug}/order`)}
            confirmationPath={localizedPath(locale, '/orders/')}
          />
        </ClientMessages>
      </div>
    </main>
  );
}
