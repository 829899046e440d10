'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { ActionState } from '@/lib/action-state';
import { cartTotals, checkoutLines, EMPTY_CART } from '@/features/ordering/rules/cart';
import { campaignOfThisBrowser } from '@/lib/campaign-visit';
import type { Language } from '@/lib/enums';
import type { PricedCart } from '@/features/ordering/rules/orders';
import { placePickupOrder, quotePickupOrder } from '@/server/browser-actions';
import { CartLines, CartTotals } from './cart-lines';
import { useCart, writeCart } from './cart-store';
import { checkoutKey, forgetCheckoutKey, pricesNow, type PriceChange } from './checkout-state';
import {
  CARD_MINIMUM,
  discountOn,
  orderAmounts,
  type Tip,
} from '@/features/ordering/rules/order-amounts';
import { asCents } from '@/lib/money';
import { PlaceButton } from './place-button';
import { RewardSection, rewardChoice, useRewardOffer } from './reward-section';
import { CheckoutEmpty } from './checkout-empty';
import { tipOfChoice, type TipChoice } from './tip-choice';
import { TipSection } from './tip-section';
import { PromoCodeSection, usePromoCode } from './promo-code-section';
import { GuestDetails, Payment, PriceChanges } from './checkout-sections';
import type { PickupOffer } from '@/features/ordering/rules/pickup-format';
import { PickupTime } from './pickup-time-fields';
import { useCheckoutPickup } from './use-checkout-pickup';

type Problems = Record<number, string[]>;

/**
 * The checkout: the cart priced by the server (asked again whenever it changes, and what changed
 * since the guest added it said first), the guest's details, the pickup time and the payment.
 * Placing sends what was chosen and the total the guest saw: the server prices it again and
 * refuses it if that total is no longer right. One key per checkout: a second click or a retry
 * after a timeout is answered with the order the first one placed.
 */
export function CheckoutForm({
  restaurant,
  language,
  taxRate,
  payAtPickup,
  cardPayments,
  tips,
  timeZone,
  offer: times,
  menuHref,
  confirmationPath,
}: {
  restaurant: { slug: string; name: string };
  language: Language;
  taxRate: number;
  payAtPickup: boolean;
  /** Stripe is set up: the guest may pay by card on Stripe's page. */
  cardPayments: boolean;
  /** Whether guests paying by card may tip here, and the shares offered. */
  tips: { enabled: boolean; percents: readonly number[] };
  /** The restaurant's clock, in which a time chosen before is still ahead or not. */
  timeZone: string;
  /** The pickup times open now. */
  offer: PickupOffer;
  menuHref: string;
  confirmationPath: string;
}) {
  const t = useTranslations('pickup');
  const say = useTranslations();
  const ready = useHydrated();
  const stored = useCart();
  const cart = stored.restaurant === restaurant.slug ? stored : EMPTY_CART;
  const [quote, setQuote] = useState<PricedCart | null>(null);
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [placing, setPlacing] = useState(false);
  // The pickup the server prices for: a dish served at other times is refused for it.
  const chosen = useCheckoutPickup({ restaurant: restaurant.slug, timeZone, language, times });
  const { pickup } = chosen;
  const { asap, days } = times;
  const [method, setMethod] = useState<'counter' | 'card'>(payAtPickup ? 'counter' : 'card');
  const [leaving, setLeaving] = useState(false);
  const [tipChoice, setTipChoice] = useState<TipChoice>({ kind: 'none' });
  const lastAsked = useRef('');
  const promo = usePromoCode({
    locationSlug: restaurant.slug,
    language,
    lines: () => checkoutLines(cart),
  });
  const offer = useRewardOffer();

  const cartText = JSON.stringify(checkoutLines(cart));
  useEffect(() => {
    const asked = `${pickup} ${cartText}`;
    if (cart.lines.length === 0 || lastAsked.current === asked) return;
    lastAsked.current = asked;
    let current = true;
    void quotePickupOrder({
      locationSlug: restaurant.slug,
      lines: JSON.parse(cartText),
      language,
      pickup,
    }).then((answer: ActionState<PricedCart>) => {
      if (!current) return;
      if (answer.status === 'idle') return;
      if (answer.status !== 'success') {
        setFailure(say(answer.error as never, answer.errorValues as never));
        return;
      }
      setQuote(answer.data);
      if (answer.data.ok) {
        // What the guest was shown becomes what the server charges, and they are told so.
        const { cart: repriced, changes: changed } = pricesNow(cart, answer.data);
        if (changed.length > 0) {
          setChanges((before) => [...before, ...changed]);
          lastAsked.current = `${pickup} ${JSON.stringify(checkoutLines(repriced))}`;
          writeCart(repriced);
        }
      }
    });
    return () => {
      current = false;
    };
  }, [cartText, cart, restaurant.slug, language, say, pickup]);

  if (!ready || cart.lines.length === 0) {
    return <CheckoutEmpty loading={!ready} name={restaurant.name} menuHref={menuHref} />;
  }

  const problems: Problems = {};
  const general: string[] = [];
  if (quote && !quote.ok) {
    for (const p of quote.problems) {
      const text = say(p.message as never, p.values as never);
      if (p.line < 0) general.push(text);
      else (problems[p.line] ??= []).push(text);
    }
  }
  const canPay = (method === 'counter' && payAtPickup) || (method === 'card' && cardPayments);
  // A tip goes with a card payment, where the restaurant takes tips.
  const tipping = tips.enabled && cardPayments && method === 'card';
  const subtotal = quote?.ok ? quote.subtotal : cartTotals(cart, taxRate).subtotal;
  const tipped = tipping ? tipOfChoice(tipChoice, subtotal) : null;
  const tip: Tip = tipped?.ok ? tipped.tip : { kind: 'none' };
  const tipError = tipped && !tipped.ok ? say(tipped.message as never) : undefined;
  const code = promo.on(subtotal);
  const reward = rewardChoice(
    offer,
    quote,
    asCents(subtotal - discountOn(subtotal, code.discount)),
  );
  const totals = orderAmounts({
    subtotal,
    taxRatePercent: taxRate,
    discount: code.discount,
    reward: reward.off,
    tip,
  });
  // Stripe charges no card less than 50 cents (a code that takes off all of the order).
  const cardTooSmall = method === 'card' && totals.total < CARD_MINIMUM;
  const canPlace =
    quote?.ok === true &&
    (asap.ok || days.length > 0) &&
    canPay &&
    !tipError &&
    !code.blocks &&
    !cardTooSmall;
  const err = (name: string) => (fieldErrors[name] ? say(fieldErrors[name] as never) : undefined);

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || !quote?.ok) return;
    const data = new FormData(event.currentTarget);
    setPlacing(true);
    setFailure(null);
    setFieldErrors({});
    const text = (name: string) => String(data.get(name) ?? '');
    const answer = await placePickupOrder({
      idempotencyKey: checkoutKey(),
      locationSlug: restaurant.slug,
      lines: checkoutLines(cart),
      fullName: text('fullName'),
      phone: text('phone'),
      email: text('email'),
      marketing: data.get('marketing') === 'on',
      language,
      note: text('note'),
      pickup,
      paymentMethod: method,
      tip,
      promoCode: promo.applied?.code ?? null,
      reward: reward.chosen,
      campaign: campaignOfThisBrowser(),
      expectedTotal: totals.total,
    }).catch(() => null);
    if (answer?.status === 'success') {
      const { token, pay } = answer.data;
      forgetCheckoutKey();
      writeCart(EMPTY_CART);
      chosen.forget();
      // A whole page load (the public pages ship no client router); the checkout leaves history.
      // Paid by card: on to Stripe's page, which comes back to the order's page.
      if (pay) setLeaving(true);
      window.location.replace(pay ? `/api/orders/${token}/pay` : `${confirmationPath}${token}`);
      return;
    }
    setPlacing(false);
    if (!answer) {
      setFailure(say('errors.notSent'));
      return;
    }
    if (answer.status !== 'error') return;
    setFieldErrors(answer.fieldErrors ?? {});
    if (answer.fieldErrors?.promoCode) {
      promo.refused(say(answer.error as never, answer.errorValues as never));
    }
    if (answer.problems) setQuote({ ok: false, problems: answer.problems });
    if (answer.error === 'pickup.errors.totalChanged') lastAsked.current = '';
    setFailure(say(answer.error as never, answer.errorValues as never));
    document.getElementById('checkout-failure')?.focus();
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form onSubmit={place} noValidate className="grid gap-6" aria-labelledby="checkout-title">
        <h2 id="checkout-title" className="sr-only">
          {t('checkout')}
        </h2>
        {failure ? (
          <p
            id="checkout-failure"
            role="alert"
            tabIndex={-1}
            className="card border-s-4 border-pomegranate p-4 font-medium text-pomegranate-deep"
          >
            {failure}
          </p>
        ) : null}
        <GuestDetails err={err} language={language} slug={restaurant.slug} />

        <PickupTime
          asap={asap}
          days={days}
          when={chosen.when}
          onChoose={chosen.choose}
          slot={chosen.slot}
          onSlot={chosen.pick}
          error={err('pickup')}
          lost={chosen.lost}
        />

        <Payment
          payAtPickup={payAtPickup}
          cardPayments={cardPayments}
          method={method}
          onChoose={setMethod}
          err={err}
        />

        <PromoCodeSection promo={promo} error={code.error} />
        <RewardSection reward={reward} language={language} error={err('reward')} />
        {cardTooSmall && quote?.ok ? (
          <p role="alert" className="font-medium text-pomegranate-deep">
            {say('pickup.errors.cardTooSmall')}
          </p>
        ) : null}

        {tipping ? (
          <TipSection
            percents={tips.percents}
            subtotal={subtotal}
            choice={tipChoice}
            onChoose={setTipChoice}
            error={tipError ?? err('tip')}
          />
        ) : null}

        <PlaceButton
          state={
            leaving
              ? 'going'
              : placing
                ? 'placing'
                : quote?.ok
                  ? 'ready'
                  : quote
                    ? 'fix'
                    : 'checking'
          }
          disabled={!canPlace || placing}
          total={totals.total}
        />
      </form>

      <aside
        aria-labelledby="checkout-cart-title"
        className="card grid gap-4 p-5 lg:sticky lg:top-24"
      >
        <h2 id="checkout-cart-title" className="font-display text-xl font-bold text-coffee">
          {t('cartTitle')}
        </h2>
        <PriceChanges changes={changes} />
        {general.map((text) => (
          <p key={text} role="alert" className="font-medium text-pomegranate-deep">
            {text}
          </p>
        ))}
        <CartLines cart={cart} problems={problems} />
        <CartTotals {...totals} taxRate={taxRate} />
        <a href={menuHref} className="pill-outline justify-center">
          {t('addMore')}
        </a>
      </aside>
    </div>
  );
}
