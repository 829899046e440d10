import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { AutoMessageKind, Language } from '@/lib/enums';
import { formatLongDate, formatPrice } from '@/lib/format';
import { asCents } from '@/lib/money';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { AutoMessageRules } from '../rules/auto-messages';
import type { ListLetter } from './list-mail';

/** What an automatic e-mail says, in its reader's language (catalogue namespace `autoMail`). */

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'autoMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'autoMail' }),
};

/** A guest an e-mail is due to, by the order it is about. */
export type DueGuest = {
  orderId: string;
  email: string;
  name: string;
  language: Language;
  slug: string;
  nameEn: string;
  nameAr: string;
  timezone: string;
};

/** The code a "we miss you" e-mail carries: its letters, its last day, and what it takes off. */
export type GuestCode = { code: string; lastDay: string; rules: AutoMessageRules };

export function autoMessageLetter(
  kind: AutoMessageKind,
  guest: DueGuest,
  code: GuestCode | null,
): ListLetter {
  const language = guest.language;
  const t = texts[language];
  const location = language === 'ar' ? guest.nameAr : guest.nameEn;
  const brand = BRAND.name[language];
  const page = `${siteUrl()}${localizedPath(language, `/locations/${guest.slug}`)}`;
  const offer = code
    ? t('offer', {
        code: code.code,
        off:
          code.rules.offer === 'amount'
            ? formatPrice(code.rules.amountOff ?? asCents(0))
            : t('percentOff', { percent: code.rules.percentOff ?? 0 }),
        date: formatLongDate(code.lastDay, language),
      })
    : null;
  const paragraphs =
    kind === 'thanks'
      ? [t('thanksBody', { location, brand })]
      : [t('missYouBody', { location }), ...(offer ? [offer] : [])];
  return {
    kind: `auto-${kind}`,
    email: guest.email,
    language,
    subject: kind === 'thanks' ? t('thanksSubject', { brand }) : t('missYouSubject', { location }),
    body: [
      t('greeting', { name: guest.name }),
      ...paragraphs,
      t('orderLink', { url: page }),
      t('signOff', { brand }),
    ].join('\n\n'),
    reason: { kind: 'newsletter' },
  };
}
