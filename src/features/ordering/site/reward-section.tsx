'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { rewardOff, type OfferedReward } from '@/features/accounts';
import { formatPrice } from '@/lib/format';
import { mayBeSignedIn } from '@/lib/guest-hint';
import { asCents, type Cents } from '@/lib/money';
import type { PricedCart } from '@/features/ordering/rules/orders';
import { myRewards } from '@/server/browser-actions';

type Offer = { balance: number; rewards: OfferedReward[] };

/** A dish's price in the priced cart before extras (the cheapest, when it is there twice). */
function dishPriceIn(quote: PricedCart | null, slug: string | null): Cents | null {
  if (!quote?.ok || !slug) return null;
  const prices = quote.lines
    .filter((line) => line.kind === 'item' && line.key === slug)
    .map((line) => line.unitPrice - line.options.reduce((sum, option) => sum + option.price, 0));
  return prices.length ? asCents(Math.min(...prices)) : null;
}

/**
 * A signed-in guest's points at checkout: asked for only when a cookie holding no secret says a
 * guest may be signed in (the page is the same for everyone and stored). Null until then.
 */
export function useRewardOffer() {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [chosenId, choose] = useState<string | null>(null);
  useEffect(() => {
    if (!mayBeSignedIn(document.cookie)) return;
    let current = true;
    myRewards({})
      .then((answer) => {
        if (current && answer.status === 'success' && answer.data.rewards.length > 0) {
          setOffer(answer.data);
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return { offer, chosenId, choose };
}

/**
 * The reward chosen, as the server will take it: off what the promo code left (`left`), a dish
 * reward only with its dish in the priced cart, never without the points (which the server checks
 * again under a lock).
 */
export function rewardChoice(
  state: ReturnType<typeof useRewardOffer>,
  quote: PricedCart | null,
  left: Cents,
) {
  const { offer } = state;
  const offOf = (r: OfferedReward) => rewardOff(r, left, dishPriceIn(quote, r.slug));
  const usable = (r: OfferedReward) =>
    offer !== null && offer.balance >= r.points && offOf(r) !== null;
  const reward = offer?.rewards.find((r) => r.id === state.chosenId && usable(r)) ?? null;
  return {
    ...state,
    usable,
    chosen: reward?.id ?? null,
    off: asCents(reward ? (offOf(reward) ?? 0) : 0),
  };
}

/** The rewards a signed-in guest may choose, each said with its points; none until asked. */
export function RewardSection({
  reward,
  language,
  error,
}: {
  reward: ReturnType<typeof rewardChoice>;
  language: string;
  error?: string;
}) {
  const t = useTranslations('pickup.rewards');
  const { offer } = reward;
  if (!offer) return null;
  const label = (r: OfferedReward) =>
    r.kind === 'amount'
      ? t('amount', { amount: formatPrice(r.amountOff) })
      : t('dish', { dish: (language === 'ar' ? r.nameAr : r.nameEn) ?? '' });
  const why = (r: OfferedReward) =>
    offer.balance < r.points
      ? t('short', { missing: r.points - offer.balance })
      : t('needsDish', { dish: (language === 'ar' ? r.nameAr : r.nameEn) ?? '' });
  return (
    <fieldset className="card grid gap-3 p-5" aria-describedby="reward-balance">
      <legend className="float-start mb-1 font-display text-xl font-bold text-coffee">
        {t('title')}
      </legend>
      <p id="reward-balance" className="clear-both text-muted">
        {t('balance', { points: offer.balance })}
      </p>
      {[null, ...offer.rewards].map((r) => {
        const id = `reward-${r?.id ?? 'none'}`;
        const enabled = r === null || reward.usable(r);
        return (
          <label key={id} htmlFor={id} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              name="reward"
              value={r?.id ?? ''}
              checked={reward.chosen === (r?.id ?? null)}
              disabled={!enabled}
              onChange={() => reward.choose(r?.id ?? null)}
              className="mt-1 size-5 accent-pomegranate"
            />
            <span>
              {r ? `${label(r)} · ${t('points', { points: r.points })}` : t('none')}
              {!enabled && r ? <span className="block text-sm text-muted">{why(r)}</span> : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p role="alert" className="font-medium text-pomegranate-deep">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
