import {
  CalendarDays,
  Clock,
  ExternalLink,
  MapPin,
  ParkingSquare,
  UtensilsCrossed,
  Wifi,
} from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { TrackedLink } from '@/components/site/tracked-link';
import { AMENITIES, WEEKDAYS } from '@/lib/enums';
import { formatRange } from '@/lib/hours';
import { localized } from '@/lib/localized';
import { localizedPath } from '@/lib/locale-path';
import { takesReservations } from '@/features/reservations';
import { openingNoticePath } from '@/lib/site-nav';
import { zonedNow } from '@/lib/time-zone';
import type { PublicLocation } from '@/server/locations/queries';
import { isComingSoon } from '@/lib/coming-soon';
import { mapsHref } from './directions';
import { LocationActions } from './location-actions';
import { DeliveryLinks, PickupLink } from './order-links';
import { OpenNow } from './opening-hours';
import { siteUrl } from '@/lib/site-url';

const AMENITY_ICONS = { halal: UtensilsCrossed, parking: ParkingSquare, wifi: Wifi } as const;

/** Upcoming dated exceptions (holiday hours, closures), soonest first. */
export function upcomingSpecialHours(
  location: Pick<PublicLocation, 'specialHours' | 'timezone'>,
  today = zonedNow(new Date(), location.timezone).date,
) {
  return location.specialHours
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, 5);
}

/** The full location card of the spec: map area, badges, address, actions, hours, amenities. */
export async function LocationCard({
  location,
  locale,
  headingLevel = 2,
  linkToDetail = true,
}: {
  location: PublicLocation;
  locale: string;
  headingLevel?: 2 | 3;
  linkToDetail?: boolean;
}) {
  const t = await getTranslations('locationsPage');
  const loc = await getTranslations('locations');
  const common = await getTranslations('common');
  const pickup = await getTranslations('pickup');
  const soon = isComingSoon(location);
  const name = localized(location, 'name', locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const special = upcomingSpecialHours(location);
  const actions = {
    slug: location.slug,
    phone: soon ? null : (location.phones[0] ?? null),
    directions: location,
    labels: { call: loc('call'), directions: loc('directions') },
    origin: siteUrl(),
  };
  const hasHours = WEEKDAYS.some((d) => location.hoursJson[d]);

  return (
    <article className="flex h-full flex-col overflow-hidden card">
      <div className="relative h-40">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_30%_40%,#f6e7c8,transparent_60%),repeating-linear-gradient(45deg,#efe2c9_0_12px,#f6ecd9_12px_24px)]"
        >
          <MapPin className="absolute start-1/2 top-1/2 size-10 -translate-x-1/2 -translate-y-full fill-pomegranate text-white rtl:translate-x-1/2" />
        </div>
        <div className="absolute bottom-3 start-3">
          <LocationActions {...actions} show={['directions']} />
        </div>
        <div className="absolute end-3 top-3 flex flex-wrap gap-2">
          {location.isHeadquarters ? (
            <span className="rounded-full bg-saffron px-3 py-1 text-sm font-semibold text-charcoal">
              {common('headquarters')}
            </span>
          ) : null}
          {soon ? (
            <span className="rounded-full bg-pomegranate px-3 py-1 text-sm font-semibold text-white">
              {common('comingSoon')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <Heading className="font-display text-xl font-bold text-coffee">
            {linkToDetail ? (
              <SiteLink
                href={`/locations/${location.slug}`}
                className="hover:text-pomegranate-deep"
              >
                {name}
              </SiteLink>
            ) : (
              name
            )}
          </Heading>
          <p className="mt-2 flex gap-2 text-muted">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-pomegranate" />
            <span>{localized(location, 'address', locale)}</span>
          </p>
          <a
            href={mapsHref(location)}
            target="_blank"
            rel="noopener"
            className="ms-6 mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-pomegranate-deep underline-offset-4 hover:underline"
          >
            {t('openInMaps')}
            <span className="sr-only">: {name}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
        {soon ? null : <OpenNow location={location} locale={locale} />}
        {soon ? null : (
          <PickupLink
            restaurant={location}
            locale={locale}
            label={pickup('orderPickup')}
            name={name}
            className="w-fit"
          />
        )}
        <LocationActions {...actions} show={['call']} />
        {soon ? null : (
          <DeliveryLinks
            restaurant={location}
            label={(provider) => t('deliveryVia', { provider: t(`providers.${provider}`) })}
            name={name}
          />
        )}
        {soon ? null : (
          <SiteLink href={`/locations/${location.slug}/menu`} className="pill-outline w-fit gap-2">
            <UtensilsCrossed aria-hidden="true" className="size-4" />
            {t('seeMenu')}
            <span className="sr-only">: {name}</span>
          </SiteLink>
        )}
        {takesReservations(location) ? (
          <TrackedLink
            origin={siteUrl()}
            href={localizedPath(locale, `/reserve?location=${location.slug}`)}
            className="pill-outline w-fit gap-2"
            event="reserve_click"
            eventProps={{ location_slug: location.slug }}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('reserveTable')}
            <span className="sr-only">: {name}</span>
          </TrackedLink>
        ) : null}
        {soon ? (
          <div className="rounded-xl bg-sand/60 p-3 text-sm text-coffee">
            <p>{t('comingSoonNote')}</p>
            {linkToDetail || location.slug === 'bronx' ? (
              <SiteLink
                href={openingNoticePath(location.slug)}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-pomegranate-deep underline underline-offset-4"
              >
                {t('notifyLink')}
                <span className="sr-only">: {name}</span>
              </SiteLink>
            ) : null}
          </div>
        ) : hasHours ? (
          <div>
            <SubHeading className="flex items-center gap-2 text-sm font-semibold text-coffee">
              <Clock aria-hidden="true" className="size-4" /> {loc('hoursTitle')}
            </SubHeading>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {WEEKDAYS.map((day) => (
                <div key={day} className="contents">
                  <dt className="text-muted">{loc(`days.${day}`)}</dt>
                  <dd className="text-charcoal">
                    {location.hoursJson[day]
                      ? formatRange(location.hoursJson[day], locale)
                      : loc('closed')}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {special.length > 0 ? (
          <div>
            <SubHeading className="text-sm font-semibold text-coffee">
              {t('specialHours')}
            </SubHeading>
            <ul className="mt-1 space-y-1 text-sm">
              {special.map((s) => (
                <li key={s.date} className="flex justify-between gap-4">
                  <span className="text-muted">
                    {new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    }).format(new Date(`${s.date}T00:00:00Z`))}
                    {(locale === 'ar' ? s.noteAr : s.noteEn)
                      ? ` · ${locale === 'ar' ? s.noteAr : s.noteEn}`
                      : ''}
                  </span>
                  <span>
                    {s.closed || !s.opens || !s.closes
                      ? t('closedOn')
                      : formatRange({ opens: s.opens, closes: s.closes }, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {AMENITIES.some((a) => location.amenitiesJson[a]) ? (
          <ul className="mt-auto flex flex-wrap gap-2" aria-label={t('amenities')}>
            {AMENITIES.filter((a) => location.amenitiesJson[a]).map((a) => {
              const Icon = AMENITY_ICONS[a];
              return (
                <li
                  key={a}
                  className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sm font-semibold text-coffee"
                >
                  <Icon aria-hidden="true" className="size-3.5" /> {loc(`amenities.${a}`)}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
