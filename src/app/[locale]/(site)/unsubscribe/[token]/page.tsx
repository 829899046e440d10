import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { FormAlert } from '@/components/ui/form-feedback';
import { LinkButtonForm } from '@/components/forms/link-button-form';
import { pageLocale } from '@/i18n/page-locale';
import { getDb } from '@/server/db/client';
import { unsubscribeLink } from '@/server/browser-actions';
import { addressOfUnsubscribeToken } from '@/features/marketing/server/unsubscribe';

// A list message's unsubscribe link, at its own address: rendered for each request, never stored.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'unsubscribe' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a list message's "unsubscribe" link leads: the address it was sent to and a button (the
 * link alone changes nothing: mail scanners open links). Mail clients use the one-click address
 * in the message's headers instead (api/unsubscribe).
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { token } = await params;
  // The campaign the link came in (checked again by the action): counted there.
  const { c: campaign } = await searchParams;
  const t = await getTranslations('unsubscribe');
  const say = await getTranslations('errors');
  const email = await addressOfUnsubscribeToken(await getDb(), token);
  return (
    <main id="main">
      <PageHeader title={t('title')} />
      <div className="mx-auto grid max-w-2xl justify-items-start gap-6 px-4 pb-20 text-lg md:px-6">
        {email ? (
          <>
            <p>{t('pending', { email })}</p>
            <LinkButtonForm
              token={token}
              fields={typeof campaign === 'string' ? { campaign: campaign.slice(0, 40) } : {}}
              action={unsubscribeLink}
              texts={{
                confirm: t('confirm'),
                confirming: t('confirming'),
                confirmed: t('done', { email }),
                errors: {
                  'unsubscribe.unknown': t('unknown'),
                  'errors.invalidInput': t('unknown'),
                  'errors.tooManyAttempts': say('tooManyAttempts'),
                  'errors.notSent': say('notSent'),
                  failure: t('failure'),
                },
              }}
            />
          </>
        ) : (
          <FormAlert tone="error">{t('unknown')}</FormAlert>
        )}
        <SiteLink href="/" className="font-semibold text-pomegranate underline">
          {t('home')}
        </SiteLink>
      </div>
    </main>
  );
}
