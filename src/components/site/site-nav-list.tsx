'use client';

import { usePathname } from 'next/navigation';
import { isCurrentSection } from '@/lib/locale-path';

export type NavEntry = {
  /** The section's address without its language, e.g. '/menu'. */
  section: string;
  /** The address in the page's language, e.g. '/ar/menu'. */
  href: string;
  label: string;
};

/** The navigation links, the current section marked for assistive technology and for the eye. */
export function SiteNavList({
  items,
  className,
  linkClassName,
}: {
  items: NavEntry[];
  className: string;
  linkClassName: string;
}) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.section}>
          <a
            href={item.href}
            aria-current={isCurrentSection(pathname, item.section) ? 'page' : undefined}
            className={linkClassName}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
