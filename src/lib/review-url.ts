import { BRAND } from './brand';

type ReviewSource = { slug: string; googlePlaceId: string | null; googleMapsLink: string | null };

/** Where a happy guest leaves a public review: the place's Google review form when we know it. */
export function reviewUrlFor(location: ReviewSource): string {
  if (location.googlePlaceId)
    return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(location.googlePlaceId)}`;
  if (location.googleMapsLink) return location.googleMapsLink;
  return generalReviewUrl();
}

export function generalReviewUrl(): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${BRAND.fullName.en} reviews`)}`;
}

/** Each location's review page: the owners' link from Settings, else the Google review form. */
export function reviewUrls(
  locations: ReviewSource[],
  configured: Record<string, string> = {},
): Record<string, string> {
  return {
    general: configured.general ?? generalReviewUrl(),
    ...Object.fromEntries(locations.map((l) => [l.slug, configured[l.slug] ?? reviewUrlFor(l)])),
  };
}
