import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageToggle } from './language-toggle';
import { SiteNavList, type NavEntry } from './site-nav-list';

export type MobileMenuProps = {
  locale: string;
  navLabel: string;
  items: NavEntry[];
  cta: { href: string; label: string };
  toggle: { label: string; targetName: string };
  /** The button's name; whether the menu is open the browser says itself (the popover's state). */
  menuLabel: string;
  /** More buttons beside the language link: Order Online, Reserve. */
  actions?: ReactNode;
};

/**
 * The navigation below 1280px (below 768px, the phone layout, with the language link, Order Online
 * and Reserve in it too): a button that opens a panel under the header. The panel is a native
 * popover, so the button works from the first paint, before the page's scripts have arrived (and
 * without them); Escape or a tap outside closes it. The browser itself tells assistive technology
 * whether it is open (a popover's invoker is "expanded" while it shows), so the button never says
 * "collapsed" over an open menu while the scripts load. Following a link closes the panel (so that
 * going back does not find it open): the site's script, `data-closes-on-link`.
 */
export function MobileMenu({
  locale,
  navLabel,
  items,
  cta,
  toggle,
  menuLabel,
  actions,
}: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-nav"
        className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-full text-charcoal hover:bg-sand xl:hidden"
        aria-controls="mobile-nav"
        aria-label={menuLabel}
      >
        <MenuIcon className="when-closed size-6" />
        <CloseIcon className="when-open size-6" />
      </button>
      <div
        id="mobile-nav"
        popover="auto"
        data-closes-on-link=""
        className="mobile-nav border-t border-sand-deep bg-cream shadow-card xl:hidden"
      >
        <nav aria-label={navLabel} className="mx-auto max-w-7xl px-4 pb-6 pt-2">
          <SiteNavList items={items} className="flex flex-col" linkClassName="nav-link-mobile" />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {/* From 768px the header shows the language link, Order Online and Reserve itself. */}
            <LanguageToggle
              {...toggle}
              locale={locale}
              className="inline-flex text-charcoal md:hidden"
            />
            <a
              href={cta.href}
              className="inline-flex min-h-11 items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white"
            >
              {cta.label}
            </a>
            <div className="contents md:hidden">{actions}</div>
          </div>
        </nav>
      </div>
    </>
  );
}
