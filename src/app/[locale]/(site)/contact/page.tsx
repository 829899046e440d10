import { Mail, Phone } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { ContactForm } from '@/features/visitor-forms/site/contact-form';
import { contactFormLabels, locationChoices } from '@/i18n/form-labels';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { simplePageMetadata } from '@/lib/page-meta';
import { telHref } from '@/lib/site-settings';
import { getSiteSettings } from '@/server/settings/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'contact');
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const t = await getTranslations('contact');
  const [settings, locations] = await Promise.all([getSiteSettings(), locationChoices(locale)]);
  return (
    <main id="main">
      <PageHeader title={t('title', { brand })} subtitle={t('subtitle')}>
        <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-coffee">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-pomegranate" />
            <a href={telHref(settings.phone)} dir="ltr" className="hover:underline">
              {settings.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-pomegranate" />
            <a href={`mailto:${settings.contactEmail}`} className="hover:underline">
              {settings.contactEmail}
            </a>
          </li>
        </ul>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pb-20 md:px-6">
        <FormMessages>
          <ContactForm
            locale={locale}
            labels={await contactFormLabels(brand)}
            locations={locations}
          />
        </FormMessages>
      </div>
    </main>
  );
}
