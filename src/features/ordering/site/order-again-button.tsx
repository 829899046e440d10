'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-feedback';
import { localizedPath } from '@/lib/locale-path';
import { orderAgain } from '@/server/browser-actions';
import { writeCart } from './cart-store';

/**
 * "Order again" on a guest's account: fills the cart with the order's dishes at its restaurant
 * and opens the checkout, which prices them again and names what changed. Before the page's
 * script runs, a tap on it is held and made again once the page is live (`data-needs-script`,
 * src/http/paint-first.mts); without scripts it is a link to the restaurant's ordering page.
 */
export function OrderAgainButton({
  number,
  slug,
  locale,
  texts,
  context,
}: {
  number: number;
  slug: string;
  locale: string;
  texts: { label: string; pending: string; errors: Record<string, string> };
  /** Which order, for a screen reader (every order's button says "Order again"). */
  context: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const orderPage = localizedPath(locale, `/locations/${slug}/order`);
  const refill = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    const answer = await orderAgain({ number, language: locale }).catch(() => null);
    if (answer?.status === 'success') {
      writeCart(answer.data);
      // A whole page load: the public pages ship no client router.
      window.location.assign(new URL(`${orderPage}/checkout`, window.location.origin));
      return;
    }
    setPending(false);
    const key = answer?.status === 'error' ? answer.error : 'errors.notSent';
    setError(texts.errors[key] ?? texts.errors.failure ?? key);
  };
  return (
    <div className="grid justify-items-start gap-2">
      <a
        href={orderPage}
        onClick={refill}
        data-needs-script=""
        aria-disabled={pending}
        className="inline-flex min-h-11 items-center rounded-full bg-pomegranate px-5 font-semibold text-white hover:bg-pomegranate-deep"
      >
        {pending ? texts.pending : texts.label}
        <span className="sr-only"> ({context})</span>
      </a>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </div>
  );
}
