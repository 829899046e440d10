'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  addToCart,
  cartCount,
  cartTotals,
  type CartEntry,
  type OrderingDish,
} from '@/features/ordering/rules/cart';
import { formatPrice } from '@/lib/format';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { Cents } from '@/lib/money';
import { belowMinimum } from '@/features/ordering/rules/orders';
import { CartLines, CartTotals } from './cart-lines';
import { useCart, writeCart } from './cart-store';
import { chooseDish, useChosenDish } from './dish-chooser';
import { SiteDialog } from './site-dialog';

type Restaurant = { slug: string; name: string };

/*
 * A dish's dialog (its choices, quantity and note) is needed only once a guest taps a dish: its
 * code is a file of its own, asked for once the page has come alive, so that it is there by the
 * first tap without being part of what the page needs to start. It is not drawn by the server
 * (a closed dialog shows nothing): a part the page hydrates while its code is still on the way
 * would be drawn again from scratch by a tap that arrives first.
 */
const DishDialog = lazy(() =>
  import('./dish-dialog').then((module) => ({ default: module.DishDialog })),
);

const DISH_SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * A dish's own link (`?dish=<slug>`, from a restaurant's menu page or a shared address): once,
 * the dish it names, or null when it names none of this restaurant's; then the address loses the
 * parameter, so that a reload does not open it again.
 */
function DishParam({ onDish }: { onDish: (slug: string | null) => void }) {
  const named = useSearchParams().get('dish');
  const handled = useRef(false);
  useEffect(() => {
    if (named === null || handled.current) return;
    handled.current = true;
    onDish(DISH_SLUG.test(named) ? named : null);
    const url = new URL(window.location.href);
    url.searchParams.delete('dish');
    window.history.replaceState(window.history.state, '', url);
  }, [named, onDish]);
  return null;
}

/**
 * A restaurant's ordering page around its menu (`children`, drawn on the server with an Add
 * button per dish): the dish's choices in a dialog, the cart beside the menu (below it on a phone,
 * with a bar to the checkout), and a dish's own link. The Add buttons wait for the page's
 * scripts: until then they are shown disabled, and without JavaScript the page says that
 * ordering needs it (the page's `<noscript>` notice).
 */
export function OrderBoard({
  restaurant,
  dishes,
  taxRate,
  minimumOrder,
  checkoutHref,
  otherNames,
  allergenNote,
  children,
}: {
  restaurant: Restaurant;
  /** Every dish and combo of the menu by key, for its dialog. */
  dishes: Record<string, OrderingDish>;
  taxRate: number;
  /** The least the food may come to (the checkout refuses less); null: none. */
  minimumOrder: Cents | null;
  checkoutHref: string;
  /** Every ordering restaurant's name by slug, to say whose cart a guest already has. */
  otherNames: Record<string, string>;
  allergenNote: string;
  children: ReactNode;
}) {
  const t = useTranslations('pickup');
  const live = useHydrated();
  const cart = useCart();
  const chosen = useChosenDish();
  const open = chosen === null ? null : (dishes[chosen] ?? null);
  const [waiting, setWaiting] = useState<CartEntry | null>(null);
  const [said, setSaid] = useState('');
  const mine = cart.restaurant === restaurant.slug ? cart : { restaurant: '', lines: [] };
  const count = cartCount(mine);
  const totals = cartTotals(mine, taxRate);
  const short = belowMinimum(totals.subtotal, minimumOrder);
  const shortText = short ? t('minimumShort', short.values as never) : null;

  const put = (entry: CartEntry) => {
    const next = addToCart(cart, restaurant.slug, entry);
    if (!next) {
      setSaid(t('cartFull'));
      return;
    }
    writeCart(next);
    setSaid(t('added', { name: entry.name }));
  };
  const add = (entry: CartEntry) => {
    chooseDish(null);
    if (cart.lines.length > 0 && cart.restaurant !== restaurant.slug) setWaiting(entry);
    else put(entry);
  };

  const [linkNotice, setLinkNotice] = useState('');
  const openLinked = (slug: string | null) => {
    const dish = slug === null ? undefined : dishes[slug];
    if (!dish || dish.kind !== 'item')
      setLinkNotice(t('dishLinkUnknown', { name: restaurant.name }));
    else if (dish.soldOut) setLinkNotice(t('dishLinkSoldOut', { dish: dish.name }));
    else chooseDish(dish.key);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Suspense fallback={null}>
        <DishParam onDish={openLinked} />
      </Suspense>
      <div className="grid gap-8">
        {linkNotice ? (
          <p role="status" className="rounded-xl bg-sand p-4 font-medium text-coffee">
            {linkNotice}
          </p>
        ) : null}
        {children}
      </div>

      <aside
        aria-labelledby="cart-title"
        className="card grid gap-4 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        id="cart"
      >
        <h2 id="cart-title" className="font-display text-xl font-bold text-coffee">
          {t('cartTitle')}
        </h2>
        {count === 0 ? (
          <p className="text-muted">{t('cartEmpty')}</p>
        ) : (
          <>
            <CartLines cart={mine} />
            <CartTotals {...totals} taxRate={taxRate} />
            <p className="text-sm text-muted">{t('pricesChecked')}</p>
            {shortText ? (
              <p className="rounded-xl bg-sand p-3 font-medium text-coffee">{shortText}</p>
            ) : (
              <a href={checkoutHref} className="pill-action min-h-12 justify-center text-base">
                {t('checkout')}
              </a>
            )}
          </>
        )}
      </aside>

      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-deep bg-cream/95 p-3 backdrop-blur lg:hidden">
          {shortText ? (
            <a href="#cart" className="pill-outline min-h-12 w-full justify-center text-center">
              {shortText}
            </a>
          ) : (
            <a href={checkoutHref} className="pill-action min-h-12 w-full justify-center text-base">
              {t('viewOrder', { count, total: formatPrice(totals.total) })}
            </a>
          )}
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {said}
      </p>

      {live ? (
        <Suspense fallback={null}>
          <DishDialog
            dish={open}
            allergenNote={allergenNote}
            onClose={() => chooseDish(null)}
            onAdd={add}
          />
        </Suspense>
      ) : null}
      <SiteDialog
        open={waiting !== null}
        onClose={() => setWaiting(null)}
        title={t('switch.title')}
        closeLabel={t('close')}
      >
        <p>
          {t('switch.body', {
            current: otherNames[cart.restaurant] ?? cart.restaurant,
            next: restaurant.name,
          })}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="pill-outline" onClick={() => setWaiting(null)}>
            {t('switch.keep')}
          </button>
          <button
            type="button"
            className="pill-action"
            onClick={() => {
              if (waiting) put(waiting);
              setWaiting(null);
            }}
          >
            {t('switch.confirm')}
          </button>
        </div>
      </SiteDialog>
    </div>
  );
}
