import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import { formatLongDate } from '@/lib/format';
import { formatTime } from '@/lib/hours';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { QueuedMail } from '../../../server/mail/outbox';

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'guestMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'guestMail' }),
};
const guestCount = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'reserve' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'reserve' }),
};

/** What the guest is told: the request arrived, or what staff decided, or how the visit went. */
export type GuestMailKind =
  | 'received'
  | 'confirmed'
  | 'changed'
  | 'declined'
  | 'cancelled_guest'
  | 'cancelled_restaurant'
  | 'seated'
  | 'no_show';

export type GuestReservation = {
  email: string;
  fullName: string;
  language: Language;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  staffNote?: string | null;
};

/**
 * The guest's e-mail about their table, in the language they booked in, from the catalogues'
 * `guestMail` texts: the news, the booking's details, the restaurant's note when there is one.
 */
export function reservationGuestMail(
  kind: GuestMailKind,
  reservation: GuestReservation,
  location: { nameEn: string; nameAr: string; slug: string },
): QueuedMail {
  const language = reservation.language === 'ar' ? 'ar' : 'en';
  const t = texts[language];
  const name = language === 'ar' ? location.nameAr : location.nameEn;
  const lines = [
    t('greeting', { name: reservation.fullName }),
    '',
    t(`${kind}.body`),
    '',
    t('details', {
      location: name,
      date: formatLongDate(reservation.reservationDate, language),
      time: formatTime(reservation.reservationTime, language),
      guests: guestCount[language]('partyOption', { count: reservation.partySize }),
    }),
  ];
  if (reservation.staffNote) lines.push('', t('note', { note: reservation.staffNote }));
  const again = `${siteUrl()}${localizedPath(language, `/reserve?location=${location.slug}`)}`;
  if (kind !== 'received' && kind !== 'confirmed' && kind !== 'changed') {
    lines.push('', t('bookAgain', { url: again }));
  }
  lines.push('', t('signOff', { brand: BRAND.name[language] }));
  return {
    kind: `reservation-${kind.replaceAll('_', '-')}`,
    to: [reservation.email],
    subject: t(`${kind}.subject`, { location: name }),
    text: lines.join('\n'),
  };
}
