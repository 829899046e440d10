import { localizedPath } from '@/lib/locale-path';
import { UserIcon } from './icons';
import { LanguageToggle } from './language-toggle';
import { LogoMark } from './logo';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';
import { OrderChooser, OrderPanel, type OrderChooserTexts, type OrderPlace } from './order-chooser';
import { SiteNavList } from './site-nav-list';

export type HeaderProps = Omit<MobileMenuProps, 'actions'> & {
  brand: string;
  homeLabel: string;
  reserve: { href: string; label: string };
  order: { label: string; places: OrderPlace[]; texts: OrderChooserTexts };
  /** The menu's own way to the contact page: the spec's "Get Started" (the header's is Contact Us). */
  getStarted: { href: string; label: string };
  /** The guest's account (its page signs them in first): the same link for everyone. */
  account: { href: string; label: string };
};

/**
 * The public header, drawn on the server: below 768px the logo and the menu button; from 768px also
 * the language link, Order Online and Reserve; at every width the guest's account (an icon); from 1280px the navigation itself (Contact among
 * it); from 1440px, where there is room, the Contact Us button too (below 1280px the menu has
 * Contact and the spec's Get Started, both to the contact page). The menu and the Order Online
 * panel are native popovers; what else reacts in the browser (the translucency after scrolling,
 * the language link keeping the address's query, closing the menu when a link in it is followed)
 * is the site's own script (src/lib/site-behaviour.ts), there from the first paint.
 */
export function SiteHeader({
  brand,
  homeLabel,
  reserve,
  order,
  getStarted,
  account,
  ...menu
}: HeaderProps) {
  const { locale, navLabel, items, cta, toggle } = menu;
  const reserveClass =
    'min-h-11 items-center whitespace-nowrap rounded-full border border-coffee/30 bg-white px-4 text-sm font-semibold text-coffee hover:bg-sand';
  return (
    <header
      data-scrolled="false"
      className="sticky top-0 z-40 bg-cream transition-[background-color,box-shadow,backdrop-filter] duration-300 data-[scrolled=true]:bg-cream/85 data-[scrolled=true]:shadow-card data-[scrolled=true]:backdrop-blur-md data-[scrolled=true]:supports-[backdrop-filter]:bg-cream/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <a href={localizedPath(locale, '/')} className="flex items-center gap-3 rounded-lg">
          <LogoMark className="size-10" />
          <span className="font-display text-2xl font-bold tracking-tight text-pomegranate">
            {brand}
            {/* The visible name first, so that voice control users can say what they see. */}
            <span className="sr-only"> – {homeLabel}</span>
          </span>
        </a>

        <nav aria-label={navLabel} className="hidden xl:block">
          <SiteNavList
            items={items}
            className="flex items-center gap-1 lg:gap-2"
            linkClassName="nav-link"
          />
        </nav>

        <div className="flex items-center gap-2">
          <LanguageToggle
            {...toggle}
            locale={locale}
            className="hidden text-charcoal md:inline-flex"
          />
          <OrderChooser label={order.label} className="hidden md:inline-flex" />
          <a href={reserve.href} className={`${reserveClass} hidden md:inline-flex`}>
            {reserve.label}
          </a>
          <a
            href={cta.href}
            className="hidden min-h-11 items-center whitespace-nowrap rounded-full bg-pomegranate px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep min-[1440px]:inline-flex"
          >
            {cta.label}
          </a>
          <a
            href={account.href}
            aria-label={account.label}
            title={account.label}
            className="inline-flex size-11 items-center justify-center rounded-full text-charcoal hover:bg-sand"
          >
            <UserIcon className="size-6" aria-hidden="true" />
          </a>
          <MobileMenu
            {...menu}
            cta={getStarted}
            actions={
              <>
                <OrderChooser label={order.label} />
                <a href={reserve.href} className={`${reserveClass} inline-flex`}>
                  {reserve.label}
                </a>
              </>
            }
          />
          <OrderPanel places={order.places} texts={order.texts} />
        </div>
      </div>
    </header>
  );
}
