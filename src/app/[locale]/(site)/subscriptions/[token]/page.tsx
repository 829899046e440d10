import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { LinkButtonForm } from '@/components/forms/link-button-form';
import { readSignupLink } from '@/features/visitor-forms/server/signup-confirmation';
import { pageLocale } from '@/i18n/page-locale';
import { BRAND } from '@/lib/brand';
import { FormAlert } from '@/components/ui/form-feedback';
import { getDb } from '@/server/db/client';
import { confirmSignupLink } from '@/server/browser-actions';

// A sign-up's confirmation link, at its secret address: rendered for each request, never stored.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'subscriptions' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a sign-up's confirmation e-mail leads: what the address will receive and a button to say
 * yes (the link alone confirms nothing), or that the link is spent or not valid.
 */
export default async function SignupConfirmationPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations('subscriptions');
  const say = await getTranslations('errors');
  const link = await readSignupLink(await getDb(), token);
  const language = locale === 'ar' ? 'ar' : 'en';
  const what =
    link.state === 'unknown'
      ? ''
      : link.list.kind === 'newsletter'
        ? t('newsletter', { brand: BRAND.name[language] })
        : t('opening', { location: language === 'ar' ? link.list.nameAr : link.list.nameEn });
  return (
    <main id="main">
      <PageHeader title={t('title')} />
      <div className="mx-auto grid max-w-2xl justify-items-start gap-6 px-4 pb-20 text-lg md:px-6">
        {link.state === 'pending' ? (
          <>
            <p>{t('pending', { what })}</p>
            <LinkButtonForm
              token={token}
              action={confirmSignupLink}
              texts={{
                confirm: t('confirm'),
                confirming: t('confirming'),
                confirmed: t('confirmed', { what }),
                errors: {
                  'subscriptions.expired': t('expired'),
                  'subscriptions.unknown': t('unknown'),
                  'errors.invalidInput': t('unknown'),
                  'errors.tooManyAttempts': say('tooManyAttempts'),
                  'errors.notSent': say('notSent'),
                  failure: t('failure'),
                },
              }}
            />
          </>
        ) : link.state === 'confirmed' ? (
          <FormAlert tone="success">{t('confirmed', { what })}</FormAlert>
        ) : (
          <FormAlert tone="error">{t(link.state)}</FormAlert>
        )}
        <SiteLink href="/" className="font-semibold text-pomegranate underline">
          {t('home')}
        </SiteLink>
      </div>
    </main>
  );
}
