import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { FormAlert } from '@/components/ui/form-feedback';
import { returnPathOf } from '@/features/accounts/rules/guest-sign-in';
import { getCurrentGuest } from '@/features/accounts/server';
import { signInTexts } from '@/features/accounts/site/account-texts';
import { GuestSignInForm } from '@/features/accounts/site/guest-sign-in-form';
import { PasskeySignInButton } from '@/features/accounts/site/passkey-buttons';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/lib/locale-path';

// Who is signed in decides what it shows: rendered for each request, never stored.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('signInMetaTitle'), robots: { index: false, follow: false } };
}

/** Where the page came from: signed out, or the account deleted (only these words are read). */
function noticeOf(query: Record<string, string | string[] | undefined>) {
  if (query.deleted === '1') return 'deleted' as const;
  if (query.out === '1') return 'signedOut' as const;
  return null;
}

/** A guest signs in with a code e-mailed to them; the first time, this makes their account. */
export default async function GuestSignInPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  // A link from a checkout returns there once signed in (only a checkout: returnPathOf).
  const next = returnPathOf(query.next);
  if (await getCurrentGuest()) redirect(next ?? localizedPath(locale, '/account'));
  const notice = noticeOf(query);
  const t = await getTranslations('account');
  const texts = await signInTexts();
  return (
    <main id="main">
      <PageHeader title={t('signInTitle')} subtitle={t('signInIntro')} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-20 md:px-6">
        {notice ? <FormAlert tone="success">{t(notice)}</FormAlert> : null}
        <section aria-label={t('signInTitle')} className="card grid gap-6 p-6 md:p-8">
          <GuestSignInForm id="account-sign-in" locale={locale} next={next} texts={texts} />
          <div className="grid gap-3 border-t border-sand-deep pt-6">
            <p className="text-muted">{t('orPasskey')}</p>
            <PasskeySignInButton
              next={next}
              texts={{
                label: t('signInWithPasskey'),
                pending: t('signingInWithPasskey'),
                unsupported: t('passkeyUnsupported'),
                errors: texts.errors,
              }}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
