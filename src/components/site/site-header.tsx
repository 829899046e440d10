import { localizedPath } from '@/lib/locale-path';
import { HEADER_SCROLL_THRESHOLD } from '@/lib/site-nav';
import { HeaderScrollState } from './header-scroll-state';
import { LanguageToggle } from './language-toggle';
import { LogoMark } from './logo';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';
import { SiteNavList } from './site-nav-list';

export type HeaderProps = MobileMenuProps & { brand: string; homeLabel: string };

/**
 * The public header, drawn on the server. What reacts in the browser are small islands: the
 * translucency after scrolling, the current section's mark, the language link (it keeps the
 * page's address) and the mobile menu.
 */
export function SiteHeader({ brand, homeLabel, ...menu }: HeaderProps) {
  const { locale, navLabel, items, cta, toggle } = menu;
  return (
    <header
      data-scrolled="false"
      className="sticky top-0 z-40 bg-cream transition-[background-color,box-shadow,backdrop-filter] duration-300 data-[scrolled=true]:bg-cream/85 data-[scrolled=true]:shadow-card data-[scrolled=true]:backdrop-blur-md data-[scrolled=true]:supports-[backdrop-filter]:bg-cream/75"
    >
      <HeaderScrollState threshold={HEADER_SCROLL_THRESHOLD} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <a href={localizedPath(locale, '/')} className="flex items-center gap-3 rounded-lg">
          <LogoMark className="size-10" />
          <span className="font-display text-2xl font-bold tracking-tight text-pomegranate">
            {brand}
            {/* The visible name first, so that voice control users can say what they see. */}
            <span className="sr-only"> – {homeLabel}</span>
          </span>
        </a>

        <nav aria-label={navLabel} className="hidden md:block">
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
          <a
            href={cta.href}
            className="hidden min-h-11 items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep lg:inline-flex"
          >
            {cta.label}
          </a>
          <MobileMenu {...menu} />
        </div>
      </div>
    </header>
  );
}
