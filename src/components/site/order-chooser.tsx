import { ShoppingBag } from '@/components/ui/line-icons';
import { cx } from '@/lib/cn';
import { CloseIcon } from './icons';
import { TrackedLink } from './tracked-link';
import { siteUrl } from '@/lib/site-url';

export type OrderPlace = {
  slug: string;
  name: string;
  /** Pickup from the restaurant on this site first (same tab), then the delivery services. */
  links: { provider: string; label: string; url: string; internal?: boolean }[];
};

export type OrderChooserTexts = {
  title: string;
  hint: string;
  close: string;
  none: string;
};

export const ORDER_PANEL_ID = 'order-online';

/**
 * "Order Online" in the header opens a panel (a native popover, so it works from the first paint and
 * without JavaScript) listing the open locations; each opens to pickup on this site first
 * (pickup_click), then the delivery services it has links for (order_click), per location.
 */
/** `className` sets how it shows (its display), `inline-flex` unless given. */
export function OrderChooser({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      popoverTarget={ORDER_PANEL_ID}
      className={cx(
        'min-h-11 items-center gap-2 whitespace-nowrap rounded-full bg-saffron px-4 text-sm font-semibold text-charcoal hover:bg-saffron/80',
        className ?? 'inline-flex',
      )}
      aria-haspopup="dialog"
      aria-controls={ORDER_PANEL_ID}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** The panel the Order Online buttons open; drawn once per page. */
export function OrderPanel({ places, texts }: { places: OrderPlace[]; texts: OrderChooserTexts }) {
  return (
    <div
      id={ORDER_PANEL_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${ORDER_PANEL_ID}-title`}
      className="order-panel"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${ORDER_PANEL_ID}-title`} className="font-display text-xl font-bold text-coffee">
            {texts.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{texts.hint}</p>
        </div>
        <button
          type="button"
          popoverTarget={ORDER_PANEL_ID}
          popoverTargetAction="hide"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-sand"
        >
          <CloseIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">{texts.close}</span>
        </button>
      </div>
      {places.length === 0 ? (
        <p className="mt-4 text-charcoal">{texts.none}</p>
      ) : (
        <fieldset className="mt-4">
          <legend className="sr-only">{texts.hint}</legend>
          <ul className="grid gap-2">
            {places.map((place) => (
              <li key={place.slug} className="order-place">
                <label>
                  <input
                    type="radio"
                    name="order-location"
                    value={place.slug}
                    defaultChecked={places.length === 1}
                    className="size-4 accent-pomegranate"
                  />
                  {place.name}
                </label>
                <ul className="order-links">
                  {place.links.map((link) => (
                    <li key={link.provider}>
                      <TrackedLink
                        origin={siteUrl()}
                        href={link.url}
                        {...(link.internal ? {} : { target: '_blank', rel: 'noopener' })}
                        className={cx(
                          'w-full justify-between',
                          link.internal ? 'pill-action' : 'pill-outline bg-white',
                        )}
                        event={link.internal ? 'pickup_click' : 'order_click'}
                        eventProps={{ location_slug: place.slug }}
                      >
                        {link.label}
                        <span className="sr-only">: {place.name}</span>
                      </TrackedLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
