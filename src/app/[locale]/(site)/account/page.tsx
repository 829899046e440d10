import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { getCurrentGuest } from '@/features/accounts/server';
import {
  listGuestPasskeys,
  readGuestAccount,
  readGuestPoints,
} from '@/features/accounts/server/queries';
import { PointsSection } from '@/features/accounts/site/points-section';
import { AccountButtonForm } from '@/features/accounts/site/account-button-form';
import { accountErrorTexts } from '@/features/accounts/site/account-texts';
import { GuestDetailsForm } from '@/features/accounts/site/guest-details-form';
import { GuestPasskeysSection } from '@/features/accounts/site/guest-passkeys-section';
import { GuestOrderList } from '@/features/ordering/site/guest-order-list';
import { ordersOfGuest } from '@/features/ordering/server/guest-orders';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/lib/locale-path';
import { getDb } from '@/server/db/client';
import { deleteGuestAccount, signOutGuest } from '@/server/browser-actions';

// A signed-in guest's own page: rendered for each request, never stored.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the page came back from: a passkey added or removed (only these words are read). */
function passkeyNotice(query: Record<string, string | string[] | undefined>) {
  return query.passkey === 'added' || query.passkey === 'removed' ? query.passkey : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The guest's account: their details (what checkout fills in), their favourite restaurant and
 * e-mail news, their points, their orders with each one's receipt, their passkeys, signing out
 * (here or everywhere), and deleting it all.
 */
export default async function GuestAccountPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const guest = await getCurrentGuest();
  if (!guest) redirect(localizedPath(locale, '/account/sign-in'));
  const db = await getDb();
  const [account, orders, points, passkeys, errors] = await Promise.all([
    readGuestAccount(db, guest),
    ordersOfGuest(db, guest.email),
    readGuestPoints(db, guest),
    listGuestPasskeys(db, guest),
    accountErrorTexts(),
  ]);
  const t = await getTranslations('account');
  const ar = locale === 'ar';
  const card = 'card grid gap-4 p-6 md:p-8';
  const heading = 'font-display text-2xl font-bold text-coffee';
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('signedInAs', { email: guest.email })} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-20 md:px-6">
        <section aria-labelledby="account-details" className={card}>
          <h2 id="account-details" className={heading}>
            {t('detailsTitle')}
          </h2>
          <p className="text-muted">{t('detailsIntro')}</p>
          <GuestDetailsForm
            locale={locale}
            values={account}
            restaurants={account.restaurants.map((r) => ({
              value: r.id,
              label: ar ? r.nameAr : r.nameEn,
            }))}
            texts={{
              name: t('name'),
              phone: t('phone'),
              favourite: t('favourite'),
              noFavourite: t('noFavourite'),
              marketing: t('marketing'),
              marketingHint: t('marketingHint'),
              save: t('save'),
              saving: t('saving'),
              saved: t('saved'),
              errors,
            }}
          />
        </section>
        {points ? <PointsSection locale={locale} points={points} /> : null}
        <section aria-labelledby="account-orders" className={card}>
          <h2 id="account-orders" className={heading}>
            {t('ordersTitle')}
          </h2>
          <GuestOrderList locale={locale} email={guest.email} orders={orders} errors={errors} />
        </section>
        <GuestPasskeysSection
          locale={locale}
          passkeys={passkeys}
          notice={passkeyNotice(await searchParams)}
          errors={errors}
        />
        <section aria-labelledby="account-sessions" className={card}>
          <h2 id="account-sessions" className={heading}>
            {t('sessionsTitle')}
          </h2>
          <p className="text-muted">{t('sessionsIntro')}</p>
          <div className="flex flex-wrap gap-3">
            <AccountButtonForm
              id="account-sign-out"
              action={signOutGuest}
              fields={{ language: locale }}
              label={t('signOut')}
              pendingLabel={t('signOut')}
              errors={errors}
            />
            <AccountButtonForm
              id="account-sign-out-everywhere"
              action={signOutGuest}
              fields={{ language: locale, everywhere: 'on' }}
              label={t('signOutEverywhere')}
              pendingLabel={t('signOutEverywhere')}
              errors={errors}
            />
          </div>
        </section>
        <section aria-labelledby="account-delete" className={card}>
          <h2 id="account-delete" className={heading}>
            {t('deleteTitle')}
          </h2>
          <p>{t('deleteIntro', { email: guest.email })}</p>
          <AccountButtonForm
            id="account-delete-form"
            action={deleteGuestAccount}
            fields={{ language: locale }}
            confirm={t('deleteConfirm')}
            label={t('deleteButton')}
            pendingLabel={t('deleting')}
            danger
            errors={errors}
          />
        </section>
      </div>
    </main>
  );
}
