import { Clock, MapPin, Phone } from '@/components/ui/line-icons';
import { SiteLink } from '@/components/site/site-link';
import { TrackedLink } from '@/components/site/tracked-link';
import { isComingSoon } from '@/lib/coming-soon';
import type { OrderProvider } from '@/lib/enums';
import { localized } from '@/lib/localized';
import { openingNoticePath } from '@/lib/site-nav';
import type { PublicLocation } from '@/server/locations/queries';
import { HoursSummary, OpenNow } from './locations/opening-hours';
import { DeliveryLinks, PickupLink } from './locations/order-links';
import { siteUrl } from '@/lib/site-url';

type Labels = {
  comingSoon: string;
  notify: string;
  headquarters: string;
  call: string;
  orderPickup: string;
  /** "Delivery via {provider}" for one partner. */
  deliveryVia: (provider: OrderProvider) => string;
  details: string;
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function LocationSummaryCard({
  location,
  locale,
  labels,
}: {
  location: PublicLocation;
  locale: string;
  labels: Labels;
}) {
  const soon = isComingSoon(location);
  const phone = soon ? null : (location.phones[0] ?? null);
  const name = localized(location, 'name', locale);
  return (
    <article className="flex flex-col card p-6">
      <div className="flex flex-wrap gap-2">
        {location.isHeadquarters ? (
          <span className="rounded-full bg-saffron/20 px-3 py-1 text-sm font-semibold text-coffee">
            {labels.headquarters}
          </span>
        ) : null}
        {soon ? (
          <span className="rounded-full bg-pomegranate px-3 py-1 text-sm font-semibold text-white">
            {labels.comingSoon}
          </span>
        ) : null}
      </div>
      <h3 className="mt-3 font-display text-xl font-bold text-coffee">{name}</h3>
      <p className="mt-2 flex gap-2 text-muted">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-pomegranate" />
        <span>{localized(location, 'address', locale)}</span>
      </p>
      <p className="mt-1 flex gap-2 text-muted">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-pomegranate" />
        <span>
          <HoursSummary location={location} locale={locale} />
        </span>
      </p>
      {soon ? null : <OpenNow location={location} locale={locale} className="mt-2" />}
      <div className="mt-5 flex flex-wrap gap-2 pt-1">
        {soon ? null : (
          <PickupLink
            restaurant={location}
            locale={locale}
            label={labels.orderPickup}
            name={name}
          />
        )}
        {phone ? (
          <TrackedLink
            origin={siteUrl()}
            href={telHref(phone)}
            className="pill-action"
            event="call_click"
            eventProps={{ location_slug: location.slug }}
          >
            <Phone aria-hidden="true" className="size-4" />
            {labels.call}
          </TrackedLink>
        ) : null}
        {soon ? (
          <SiteLink href={openingNoticePath(location.slug)} className="pill-action">
            {labels.notify}
            <span className="sr-only">: {name}</span>
          </SiteLink>
        ) : null}
        <SiteLink href={`/locations/${location.slug}`} className="pill-outline">
          {labels.details}
          <span className="sr-only">: {name}</span>
        </SiteLink>
      </div>
      {soon ? null : (
        <div className="mt-3">
          <DeliveryLinks restaurant={location} label={labels.deliveryVia} name={name} />
        </div>
      )}
    </article>
  );
}
