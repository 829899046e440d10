'use client';

import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import { HEADER_SCROLL_THRESHOLD } from '@/lib/site-nav';
import { LanguageToggle } from './language-toggle';
import { LogoMark } from './logo';

export type HeaderProps = {
  brand: string;
  homeLabel: string;
  navLabel: string;
  items: { href: string; label: string }[];
  cta: { href: string; label: string };
  toggle: { label: string; targetName: string };
  openLabel: string;
  closeLabel: string;
};

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

export function SiteHeader({
  brand,
  homeLabel,
  navLabel,
  items,
  cta,
  toggle,
  openLabel,
  closeLabel,
}: HeaderProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'sticky top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        scrolled || open
          ? 'bg-cream/85 shadow-card backdrop-blur-md supports-[backdrop-filter]:bg-cream/75'
          : 'bg-cream',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <Link href="/" className="flex items-center gap-3 rounded-lg">
          <LogoMark className="size-10" />
          <span className="font-display text-2xl font-bold tracking-tight text-pomegranate">
            {brand}
            {/* The visible name first, so that voice control users can say what they see. */}
            <span className="sr-only"> – {homeLabel}</span>
          </span>
        </Link>

        <nav aria-label={navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {items.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className="nav-link"
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageToggle {...toggle} className="hidden text-charcoal md:inline-flex" />
          <Link
            href={cta.href}
            className="hidden min-h-11 items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep lg:inline-flex"
          >
            {cta.label}
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-charcoal hover:bg-sand md:hidden"
            aria-expanded={open}
            aria-controls={open ? 'mobile-nav' : undefined}
            aria-label={open ? closeLabel : openLabel}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      {/* Drawn only while open: every page's HTML would otherwise carry the links twice. */}
      {open ? (
        <div id="mobile-nav" className="border-t border-sand-deep bg-cream md:hidden">
          <nav aria-label={navLabel} className="mx-auto max-w-7xl px-4 pb-6 pt-2">
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={close}
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                    className="nav-link-mobile"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <LanguageToggle
                {...toggle}
                onNavigate={close}
                className="inline-flex text-charcoal"
              />
              <Link
                href={cta.href}
                onClick={close}
                className="inline-flex min-h-11 items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white"
              >
                {cta.label}
              </Link>
            </div>
          </nav>
        </div>
      ) : null}
    </header>
  );
}
