import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import { formatLongDate } from '@/lib/format';
import type { QueuedMail } from '@/server/mail/outbox';

/** The catalogues as a whole: the mail's own texts and the form's names of the services. */
const catalogues = {
  en: createTranslator({ locale: 'en', messages: en }),
  ar: createTranslator({ locale: 'ar', messages: ar }),
};

export type CateringRequest = {
  email: string;
  fullName: string;
  language: Language;
  eventDate: string | null;
  guestCount: number | null;
  service: string | null;
};

/**
 * The catering guest's acknowledgement, in the language they wrote in, like the other guests'
 * (a table request's, an order's): their request arrived, what it says, and who answers when.
 */
export function cateringGuestMail(
  request: CateringRequest,
  location: { nameEn: string; nameAr: string } | null,
): QueuedMail {
  const language: Language = request.language === 'ar' ? 'ar' : 'en';
  const all = catalogues[language];
  const t = (key: string, values?: Record<string, string | number>) =>
    all(`cateringMail.${key}` as 'cateringMail.body', values as never);
  const where = location ? (language === 'ar' ? location.nameAr : location.nameEn) : null;
  const service = request.service
    ? all(`catering.form.services.${request.service}` as 'catering.form.services.pickup')
    : null;
  const lines = [
    t('greeting', { name: request.fullName }),
    '',
    t('body'),
    '',
    ...(request.eventDate
      ? [t('date', { date: formatLongDate(request.eventDate, language) })]
      : []),
    ...(request.guestCount ? [t('guests', { count: request.guestCount })] : []),
    ...(service ? [t('service', { service })] : []),
    ...(where ? [t('location', { location: where })] : []),
    '',
    t(where ? 'nextAt' : 'next', { location: where ?? '' }),
    '',
    t('signOff', { brand: BRAND.name[language] }),
  ];
  return {
    kind: 'catering-received',
    to: [request.email],
    subject: t('subject', { brand: BRAND.name[language] }),
    text: lines.join('\n'),
  };
}
