/** The brand, named in one place: headings, ticket prefix and e-mails read it from here. */
export const BRAND = {
  name: { en: 'Saba', ar: 'سباء' },
  fullName: { en: 'Saba Yemeni Restaurants', ar: 'مطاعم سباء اليمنية' },
  ticketPrefix: 'SABA',
  franchiseEmail: 'franchise@sabarestaurants.com',
  contactEmail: 'hello@sabarestaurants.com',
  phone: '+1 (313) 555-0142',
  instagramUrl: 'https://www.instagram.com/sabarestaurants',
  facebookUrl: 'https://www.facebook.com/sabarestaurants',
  rating: 4.8,
} as const;

export function brandName(locale: string): string {
  return locale === 'ar' ? BRAND.name.ar : BRAND.name.en;
}
