'use client';

import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageToggle } from './language-toggle';
import { SiteNavList, type NavEntry } from './site-nav-list';

export type MobileMenuProps = {
  locale: string;
  navLabel: string;
  items: NavEntry[];
  cta: { href: string; label: string };
  toggle: { label: string; targetName: string };
  openLabel: string;
  closeLabel: string;
};

/**
 * The navigation below 768px: a button that opens a panel under the header. The panel is drawn
 * only while open (every page's HTML would otherwise carry the links twice); it closes on Escape,
 * giving focus back to the button, and when a link in it is followed.
 */
export function MobileMenu({
  locale,
  navLabel,
  items,
  cta,
  toggle,
  openLabel,
  closeLabel,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-charcoal hover:bg-sand md:hidden"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav' : undefined}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      {open ? (
        <div
          id="mobile-nav"
          className="absolute inset-x-0 top-full border-t border-sand-deep bg-cream shadow-card md:hidden"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <nav aria-label={navLabel} className="mx-auto max-w-7xl px-4 pb-6 pt-2">
            <SiteNavList items={items} className="flex flex-col" linkClassName="nav-link-mobile" />
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <LanguageToggle {...toggle} locale={locale} className="inline-flex text-charcoal" />
              <a
                href={cta.href}
                className="inline-flex min-h-11 items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white"
              >
                {cta.label}
              </a>
            </div>
          </nav>
        </div>
      ) : null}
    </>
  );
}
