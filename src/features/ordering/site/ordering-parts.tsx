import { getTranslations } from 'next-intl/server';
import { ArrowLeft } from '@/components/ui/line-icons';
import { formatPrice } from '@/lib/format';
import { localized } from '@/lib/localized';
import type { PublicLocation } from '@/server/locations/queries';
import { telHref } from '@/components/site/location-summary-card';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { pickupTime } from '@/features/ordering/rules/pickup';
import { pickupValuesIn } from '@/features/ordering/rules/pickup-format';

/** The title band of a restaurant's ordering and checkout pages: where, how soon, the least. */
export async function OrderingHeader({
  location,
  locale,
  title,
}: {
  location: PublicLocation;
  locale: string;
  /** The page's own title; the ordering page's by default. */
  title?: string;
}) {
  const t = await getTranslations('pickup');
  const name = localized(location, 'name', locale);
  return (
    <PageHeader
      title={title ?? t('title', { name })}
      subtitle={[
        localized(location, 'address', locale),
        t('readyIn', { minutes: location.prepMinutes }),
        ...(location.minimumOrder === null
          ? []
          : [t('minimum', { amount: formatPrice(location.minimumOrder) })]),
        ...(location.lastOrderMinutes > 0
          ? [t('lastOrders', { minutes: location.lastOrderMinutes })]
          : []),
      ].join(' · ')}
    >
      <SiteLink
        href={`/locations/${location.slug}`}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-pomegranate-deep hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {t('backToRestaurant', { name })}
      </SiteLink>
    </PageHeader>
  );
}

/** What a guest sees at a restaurant that does not take orders on the site: how to order instead. */
export async function OrderingClosed({
  location,
  locale,
}: {
  location: PublicLocation;
  locale: string;
}) {
  const [t, errors] = await Promise.all([
    getTranslations('pickup'),
    getTranslations('pickup.errors'),
  ]);
  const phone = location.phones[0];
  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 md:px-6">
      <div className="card grid gap-4 p-6">
        <p className="text-lg text-charcoal">{errors('notTaking')}</p>
        <div className="flex flex-wrap gap-3">
          {phone ? (
            <a href={telHref(phone)} className="pill-action">
              {t('callToOrder', { phone })}
            </a>
          ) : null}
          <SiteLink href={`/locations/${location.slug}/menu`} className="pill-outline">
            {t('seeMenu', { name: localized(location, 'name', locale) })}
          </SiteLink>
        </div>
      </div>
    </div>
  );
}

/** Whether an order for as soon as possible is taken now, or why not. */
export function asapNow(location: PublicLocation, pausedUntil: Date | null, now = new Date()) {
  return pickupTime({ ...location, orderingPausedUntil: pausedUntil }, { asap: true }, now);
}

/**
 * The top of the ordering page while "as soon as possible" cannot be taken: paused by the
 * kitchen, or closed, and when it takes orders again; and, where later times are open, that one
 * can be chosen at checkout. Drawn when the page is (it is rendered again every minute).
 */
export async function OrderingNotice({
  location,
  pausedUntil,
  locale,
  now = new Date(),
}: {
  location: PublicLocation;
  pausedUntil: Date | null;
  locale: string;
  now?: Date;
}) {
  const soonest = asapNow(location, pausedUntil, now);
  if (soonest.ok) return null;
  const t = await getTranslations('pickup');
  const message = soonest.message.replace(/^pickup\./, '') as 'errors.paused';
  const values = soonest.values ? pickupValuesIn(soonest.values, locale) : {};
  return (
    <div role="status" className="card mb-6 grid gap-1 border-s-4 border-saffron p-5 text-coffee">
      <p className="font-semibold">{t(message, values)}</p>
      {soonest.message === 'pickup.errors.closedNoHours' ? null : (
        <p className="text-charcoal">{t('orderForLater')}</p>
      )}
    </div>
  );
}
