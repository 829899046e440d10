import { BRAND } from './brand';
import { localized } from './localized';
import { localizedPath } from './locale-path';
import { siteUrl } from './site-url';
import { WEEKDAYS, type Weekday } from './enums';
import type { SpecialHours, WeeklyHours } from './hours';
import type { SiteSettings } from './site-settings';

type LocationLike = {
  slug: string;
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phones: string[];
  hoursJson: WeeklyHours;
  specialHours: SpecialHours[];
};

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function organizationJsonLd(
  locale: string,
  contact: Pick<SiteSettings, 'contactEmail' | 'phone' | 'social'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.fullName[locale === 'ar' ? 'ar' : 'en'],
    url: `${siteUrl()}${localizedPath(locale, '/')}`,
    logo: `${siteUrl()}/icon.svg`,
    email: contact.contactEmail,
    telephone: contact.phone,
    sameAs: Object.values(contact.social).filter(Boolean),
  };
}

/** One restaurant's schema.org identity, the same on its location page and its menu page. */
export function restaurantId(slug: string): string {
  return `${siteUrl()}/locations/${slug}#restaurant`;
}

export function restaurantJsonLd(location: LocationLike, locale: string) {
  const hours = WEEKDAYS.filter((day) => location.hoursJson[day]).map((day) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_NAMES[day],
    opens: location.hoursJson[day]!.opens,
    closes: location.hoursJson[day]!.closes,
  }));
  // Holiday hours and closures (schema.org: a closed day opens and closes at 00:00).
  const special = location.specialHours.map((s) => {
    const open = !s.closed && s.opens && s.closes;
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: open ? s.opens : '00:00',
      closes: open ? s.closes : '00:00',
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': restaurantId(location.slug),
    name: localized(location, 'name', locale),
    url: `${siteUrl()}${localizedPath(locale, `/locations/${location.slug}`)}`,
    image: `${siteUrl()}/images/og-feast.png`,
    servesCuisine: ['Yemeni', 'Middle Eastern', 'Halal'],
    priceRange: '$$',
    // Its own menu (what it serves, at its prices): src/app/[locale]/(site)/locations/[slug]/menu.
    hasMenu: `${siteUrl()}${localizedPath(locale, `/locations/${location.slug}/menu`)}`,
    telephone: location.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: localized(location, 'address', locale),
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.postalCode,
      addressCountry: location.country,
    },
    ...(location.latitude !== null && location.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: location.latitude,
            longitude: location.longitude,
          },
        }
      : {}),
    openingHoursSpecification: [...hours, ...special],
  };
}

export function faqJsonLd(entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}
