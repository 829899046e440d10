import { getTranslations } from 'next-intl/server';
import type { GuestPointsView } from '../server/queries';
import { formatLongDate, formatPrice } from '@/lib/format';
import { todayDate } from '@/lib/time-zone';

const day = (at: Date, locale: string) => formatLongDate(todayDate(at), locale);

/**
 * A guest's points on their account page: the balance and when it expires, what each reward
 * takes and how far the guest is from it, and the ledger (each change, why, and its order).
 */
export async function PointsSection({
  locale,
  points,
}: {
  locale: string;
  points: GuestPointsView;
}) {
  const t = await getTranslations('account.points');
  const ar = locale === 'ar';
  const heading = 'font-display text-2xl font-bold text-coffee';
  return (
    <section aria-labelledby="account-points" className="card grid gap-4 p-6 md:p-8">
      <h2 id="account-points" className={heading}>
        {t('title')}
      </h2>
      <p className="text-3xl font-bold text-pomegranate" data-testid="points-balance">
        {t('balance', { points: points.balance })}
      </p>
      <p className="text-muted">
        {points.rules.enabled
          ? t('earnRule', { perDollar: points.rules.pointsPerDollar })
          : t('paused')}
        {points.expiresAt ? ` ${t('expires', { date: day(points.expiresAt, locale) })}` : null}
      </p>
      {points.rewards.length > 0 ? (
        <>
          <h3 className="text-lg font-bold text-coffee">{t('rewardsTitle')}</h3>
          <ul className="grid gap-2">
            {points.rewards.map((reward) => (
              <li
                key={reward.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-sand px-4 py-3"
              >
                <span className="font-semibold">
                  {reward.kind === 'amount'
                    ? t('rewardAmount', { amount: formatPrice(reward.amountOff) })
                    : t('rewardDish', { dish: (ar ? reward.nameAr : reward.nameEn) ?? '' })}
                  {' · '}
                  {t('rewardPoints', { points: reward.points })}
                </span>
                <span className="text-sm text-muted">
                  {points.balance >= reward.points
                    ? t('rewardReady')
                    : t('rewardMissing', { missing: reward.points - points.balance })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="text-lg font-bold text-coffee">{t('historyTitle')}</h3>
      {points.history.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ul className="grid divide-y divide-sand-deep">
          {points.history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {t(`reasons.${entry.reason}`, {
                  number: entry.orderNumber ?? '',
                  note: entry.note ?? '',
                })}
                <span className="block text-sm text-muted">{day(entry.at, locale)}</span>
              </span>
              <span
                dir="ltr"
                className={entry.points > 0 ? 'font-semibold text-leaf' : 'font-semibold'}
              >
                {entry.points > 0 ? `+${entry.points}` : `−${-entry.points}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
