import { Navigation, Phone } from 'lucide-react';
import { TrackedLink } from '../tracked-link';
import { directionsHref } from './directions';

type Props = {
  slug: string;
  phone: string | null;
  directions: {
    latitude: number | null;
    longitude: number | null;
    appleMapsLink: string | null;
    googleMapsLink: string | null;
    googlePlaceId: string | null;
  };
  labels: { call: string; directions: string };
  show: ('call' | 'directions')[];
  /** The site's public origin, where the links report their clicks (TrackedLink). */
  origin: string;
};

/**
 * Call and Get Directions, with the spec's analytics events (the ways to order are
 * ./order-links.tsx, ours first). Drawn for any device; on
 * iOS the site's script (src/lib/site-behaviour.ts) turns Get Directions to Apple Maps where the
 * location has a link there, and counts it as an iOS click (`data-ios-href`, `data-ios-track-props`),
 * as it parses the page.
 */
export function LocationActions({ slug, phone, directions, labels, show, origin }: Props) {
  const href = directionsHref(directions, false);
  const iosHref = directionsHref(directions, true);
  const button = 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold';
  return (
    <div className="flex flex-wrap gap-2">
      {phone && show.includes('call') ? (
        <TrackedLink
          origin={origin}
          href={`tel:${phone.replace(/[^+\d]/g, '')}`}
          event="call_click"
          eventProps={{ location_slug: slug }}
          className={`${button} bg-pomegranate text-white hover:bg-pomegranate-deep`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {labels.call}
        </TrackedLink>
      ) : null}
      {href && show.includes('directions') ? (
        <TrackedLink
          origin={origin}
          href={href}
          target="_blank"
          rel="noopener"
          data-ios-href={iosHref !== href ? (iosHref ?? undefined) : undefined}
          data-ios-track-props={JSON.stringify({ location_slug: slug, device: 'ios' })}
          event="direction_click"
          eventProps={{ location_slug: slug, device: 'other' }}
          className={`${button} border border-coffee/30 bg-white text-coffee hover:bg-sand`}
        >
          <Navigation aria-hidden="true" className="size-4" />
          {labels.directions}
        </TrackedLink>
      ) : null}
    </div>
  );
}
