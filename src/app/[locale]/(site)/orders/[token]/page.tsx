import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/site/client-messages';
import { telHref } from '@/components/site/location-summary-card';
import { directionsHref } from '@/components/site/locations/directions';
import { CartTotals } from '@/features/ordering/site/cart-lines';
import { OrderStatus } from '@/features/ordering/site/order-status';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale } from '@/i18n/page-locale';
import { formatPrice } from '@/lib/format';
import { localized } from '@/lib/localized';
import { formatPickupTime } from '@/features/ordering/rules/pickup-format';
import { getDb } from '@/server/db/client';
import { progressOf, readOrderPage } from '@/features/ordering/server/order-page';
import { getCurrentGuest, orderPointsNote } from '@/features/accounts/server';
import { signInTexts } from '@/features/accounts/site/account-texts';
import { GuestSignInForm } from '@/features/accounts/site/guest-sign-in-form';

// An order's own page, at its secret address: rendered for each request, never stored.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Back from Stripe's page, or its page did not open: only these two words are read. */
function noticeOf(value: string | string[] | undefined): 'done' | 'failed' | null {
  return value === 'done' || value === 'failed' ? value : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pickup' });
  // Never listed, and its address is not repeated in the page's links to other languages.
  return { title: t('confirmation.metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The guest's order after placing it: its number, live status, what they ordered and what it
 * costs, when and where to collect it. Whoever has the link sees it: the link is the secret.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const notice = noticeOf((await searchParams).payment);
  const db = await getDb();
  const found = await readOrderPage(db, token);
  if (!found) notFound();
  const { order, restaurant } = found;
  const points = await orderPointsNote(db, order);
  const t = await getTranslations('pickup');
  const account = await getTranslations('account');
  // A guest not signed in is offered an account for the order's address (confirmed by a code).
  const offerAccount = (await getCurrentGuest()) === null;
  const ar = locale === 'ar';
  const name = localized(restaurant, 'name', locale);
  const directions = directionsHref(restaurant, false);
  const phone = restaurant.phones[0];
  const row = 'flex items-start justify-between gap-3';
  return (
    <main id="main">
      <PageHeader
        title={t('confirmation.title', { number: order.number })}
        subtitle={t('confirmation.thanks', { name: order.fullName.split(' ')[0] ?? '' })}
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-20 md:px-6">
        <ClientMessages namespaces={['pickup']}>
          <OrderStatus
            initial={progressOf(order)}
            endpoint={`/api/orders/${token}`}
            timeZone={restaurant.timezone}
            language={locale}
            payHref={`/api/orders/${token}/pay`}
            total={formatPrice(order.total)}
            notice={notice}
          />
        </ClientMessages>
        <section aria-labelledby="pickup-where" className="card grid gap-3 p-6">
          <h2 id="pickup-where" className="font-display text-xl font-bold text-coffee">
            {t('confirmation.pickup')}
          </h2>
          <p className="text-lg font-semibold">
            {formatPickupTime(order.pickupAt, restaurant.timezone, locale)}
          </p>
          <p>
            {name}
            <br />
            {localized(restaurant, 'address', locale)}
          </p>
          <div className="flex flex-wrap gap-2">
            {directions ? (
              <a
                href={directions}
                target="_blank"
                rel="noopener noreferrer"
                className="pill-outline"
              >
                {t('confirmation.directions')}
              </a>
            ) : null}
            {phone ? (
              <a href={telHref(phone)} className="pill-outline" dir="ltr">
                {phone}
              </a>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="order-lines" className="card grid gap-3 p-6">
          <h2 id="order-lines" className="font-display text-xl font-bold text-coffee">
            {t('confirmation.items')}
          </h2>
          <ul className="grid gap-3">
            {order.lines.map((line) => (
              <li key={line.id} className={row}>
                <div>
                  <p className="font-semibold">
                    {line.quantity} × {ar ? line.nameAr : line.nameEn}
                  </p>
                  {line.options.length > 0 ? (
                    <p className="text-sm text-muted">
                      {line.options.map((o) => (ar ? o.nameAr : o.nameEn)).join(t('listSeparator'))}
                    </p>
                  ) : null}
                  {line.note ? (
                    <p className="text-sm text-muted">{t('lineNoteShown', { note: line.note })}</p>
                  ) : null}
                </div>
                <span dir="ltr">{formatPrice(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <div className="border-t border-sand-deep pt-3">
            <ClientMessages namespaces={['pickup']}>
              <CartTotals
                subtotal={order.subtotal}
                discount={order.discount}
                rewardDiscount={order.rewardDiscount}
                tax={order.tax}
                tip={order.tip}
                total={order.total}
                taxRate={order.taxRate}
              />
            </ClientMessages>
          </div>
          <p className="text-muted">
            {order.paymentMethod === 'counter' ? t('confirmation.payAtCounter') : null}
          </p>
          {order.note ? <p>{t('confirmation.note', { note: order.note })}</p> : null}
          {points?.spent ? <p>{t('confirmation.pointsSpent', { points: points.spent })}</p> : null}
          {points?.kind === 'earned' || points?.kind === 'willEarn' ? (
            <p className="font-semibold text-leaf" data-testid="order-points">
              {t(
                points.kind === 'earned'
                  ? 'confirmation.pointsEarned'
                  : 'confirmation.pointsWillEarn',
                {
                  points: points.points,
                },
              )}
            </p>
          ) : null}
        </section>
        <p className="text-sm text-muted">{t('confirmation.keepLink')}</p>
        {offerAccount ? (
          <section aria-labelledby="save-details" className="card grid gap-3 p-6">
            <h2 id="save-details" className="font-display text-xl font-bold text-coffee">
              {account('saveTitle')}
            </h2>
            <p className="text-muted">{account('saveIntro')}</p>
            {points?.kind === 'joinToEarn' ? (
              <p className="font-semibold text-leaf" data-testid="order-points">
                {t('confirmation.pointsJoin', { points: points.points })}
              </p>
            ) : null}
            <GuestSignInForm
              id="save-details-form"
              locale={locale}
              email={order.email}
              texts={await signInTexts()}
            />
          </section>
        ) : null}
      </div>
    </main>
  );
}
