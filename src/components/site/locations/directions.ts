type DirectionsSource = {
  latitude: number | null;
  longitude: number | null;
  appleMapsLink: string | null;
  googleMapsLink: string | null;
  googlePlaceId: string | null;
};

/**
 * Spec: on iOS the Apple Maps link if present, otherwise the Google Maps link, otherwise the
 * Google place id. Null when the card has no coordinates (no Get Directions link then).
 */
export function directionsHref(location: DirectionsSource, ios: boolean): string | null {
  if (location.latitude === null || location.longitude === null) return null;
  if (ios && location.appleMapsLink) return location.appleMapsLink;
  if (location.googleMapsLink) return location.googleMapsLink;
  if (location.googlePlaceId)
    return `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(location.googlePlaceId)}`;
  return `https://www.google.com/maps/search/?api=1&query=${location.latitude},${location.longitude}`;
}

/**
 * Spec: every card has a maps link, with or without coordinates: the location's own Google Maps
 * link, else a search for its address.
 */
export function mapsHref(location: { googleMapsLink: string | null; addressEn: string }): string {
  return (
    location.googleMapsLink ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.addressEn)}`
  );
}
