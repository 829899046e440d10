import { ExternalLink, ShoppingBag } from '@/components/ui/line-icons';
import { TrackedLink } from '@/components/site/tracked-link';
import { cx } from '@/lib/cn';
import { ORDER_PROVIDERS, type OrderProvider } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';

/**
 * A restaurant's ways to order, ours first: pickup on this site is the main action wherever a
 * restaurant takes orders (pickup_click: the guest stays); the delivery partners follow as quieter
 * links that say what they are, "Delivery via DoorDash" (order_click: the guest leaves).
 */

type Restaurant = {
  slug: string;
  orderingEnabled: boolean;
  orderLinksJson: Partial<Record<OrderProvider, string>>;
};

/** The restaurant's pickup ordering page, when it takes orders on the site. */
export function pickupPath(
  restaurant: Pick<Restaurant, 'slug' | 'orderingEnabled'>,
  locale: string,
): string | null {
  return restaurant.orderingEnabled
    ? localizedPath(locale, `/locations/${restaurant.slug}/order`)
    : null;
}

/**
 * "Order pickup": the main order action; `name`, when given, is said to screen readers after it
 * (a card's link names its restaurant; "Order pickup from Saba Canton" needs no more).
 */
export function PickupLink({
  restaurant,
  locale,
  label,
  name,
  className,
}: {
  restaurant: Pick<Restaurant, 'slug' | 'orderingEnabled'>;
  locale: string;
  label: string;
  name?: string;
  className?: string;
}) {
  const href = pickupPath(restaurant, locale);
  if (!href) return null;
  return (
    <TrackedLink
      origin={siteUrl()}
      href={href}
      className={cx('pill-action gap-2 bg-saffron text-charcoal hover:bg-saffron/80', className)}
      event="pickup_click"
      eventProps={{ location_slug: restaurant.slug }}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      {label}
      {name ? <span className="sr-only">: {name}</span> : null}
    </TrackedLink>
  );
}

/** The delivery partners a restaurant has links for, in the brand's order. */
export function partnersOf(restaurant: Restaurant): OrderProvider[] {
  return ORDER_PROVIDERS.filter((provider) => restaurant.orderLinksJson[provider]);
}

/** "Delivery via DoorDash", one quiet link per partner (a new tab: it leaves the site). */
export function DeliveryLinks({
  restaurant,
  label,
  name,
}: {
  restaurant: Restaurant;
  /** The link's text for a partner ("Delivery via DoorDash"). */
  label: (provider: OrderProvider) => string;
  name: string;
}) {
  const partners = partnersOf(restaurant);
  if (partners.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {partners.map((provider) => (
        <li key={provider}>
          <TrackedLink
            origin={siteUrl()}
            href={restaurant.orderLinksJson[provider]!}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-coffee underline underline-offset-4 hover:text-pomegranate-deep"
            event="order_click"
            eventProps={{ location_slug: restaurant.slug }}
          >
            {label(provider)}
            <span className="sr-only">: {name}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </TrackedLink>
        </li>
      ))}
    </ul>
  );
}
