'use client';

import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cn';
import { localized } from '@/lib/localized';
import type { MenuCategory } from '@/features/menu/server/public-menu';

type Props = {
  categories: MenuCategory[];
  locale: string;
  label: string;
  /** The category marked as the current one (followed while scrolling on the category grid). */
  active: string | null;
  onChoose: (slug: string) => void;
  sticky?: boolean;
};

/** A row of every category: shows where the visitor is and opens another category in one tap. */
export function CategoryStrip({ categories, locale, label, active, onChoose, sticky }: Props) {
  const list = useRef<HTMLUListElement>(null);

  // Keeps the active chip in view when the row is wider than the screen.
  useEffect(() => {
    const chip = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    chip?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <nav
      aria-label={label}
      className={cx(
        'bg-cream/95 py-3 backdrop-blur',
        sticky && 'sticky top-16 z-10 mb-6 md:top-20',
      )}
    >
      <ul ref={list} className="flex gap-2 overflow-x-auto pb-1">
        {categories.map((category) => {
          const current = category.slug === active;
          return (
            <li key={category.slug} className="shrink-0">
              <a
                href={`?category=${category.slug}`}
                aria-current={current ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  onChoose(category.slug);
                }}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  current
                    ? 'border-coffee bg-coffee text-cream'
                    : 'border-coffee/25 bg-white text-coffee hover:bg-sand',
                )}
              >
                {localized(category, 'title', locale)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
