import 'server-only';
import type { Cents } from '@/lib/money';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language, PaymentStatus } from '@/lib/enums';
import { formatPrice } from '@/lib/format';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import { SECRET_MARK, type QueuedMail } from '@/server/mail/outbox';
import { formatPickupTime } from '@/features/ordering/rules/pickup-format';

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'orderMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'orderMail' }),
};

/** The guest's order texts in their language (a payment's lines, a cancellation's reason). */
export function orderText(language: Language) {
  return texts[language === 'ar' ? 'ar' : 'en'];
}

/** What the guest is told about their pickup order. */
export type OrderMailKind = 'placed' | 'ready';

export type MailedOrder = {
  number: number;
  fullName: string;
  email: string;
  language: Language;
  pickupAt: Date;
  total: Cents;
  /** Paid by card already, or to pay at the counter. */
  paymentStatus: PaymentStatus;
  lines: readonly { nameEn: string; nameAr: string; quantity: number; lineTotal: Cents }[];
};

export type MailedRestaurant = {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  timezone: string;
};

/**
 * The guest's e-mail about their order, in the language they ordered in: what they ordered, when
 * and where to collect it, and the link to the order's page. The link opens the order, so it goes
 * as the message's secret (mail/outbox.ts): a sent message's row keeps no copy of it.
 */
export function orderGuestMail(
  kind: OrderMailKind,
  order: MailedOrder,
  restaurant: MailedRestaurant,
  token: string,
): QueuedMail {
  const language: Language = order.language === 'ar' ? 'ar' : 'en';
  const t = texts[language];
  const ar = language === 'ar';
  const name = ar ? restaurant.nameAr : restaurant.nameEn;
  const link = `${siteUrl()}${localizedPath(language, `/orders/${SECRET_MARK}`)}`;
  const lines = [
    t('greeting', { name: order.fullName }),
    '',
    t(`${kind}.body`, { number: order.number }),
    '',
    ...order.lines.map((line) =>
      t('line', {
        quantity: line.quantity,
        name: ar ? line.nameAr : line.nameEn,
        total: formatPrice(line.lineTotal),
      }),
    ),
    t(order.paymentStatus === 'paid' ? 'totalPaid' : 'total', { total: formatPrice(order.total) }),
    '',
    t('pickup', {
      location: name,
      address: ar ? restaurant.addressAr : restaurant.addressEn,
      time: formatPickupTime(order.pickupAt, restaurant.timezone, language),
    }),
    '',
    t('link', { url: link }),
    '',
    t('signOff', { brand: BRAND.name[language] }),
  ];
  return {
    kind: `order-${kind}`,
    to: [order.email],
    subject: t(`${kind}.subject`, { number: order.number, location: name }),
    text: lines.join('\n'),
    secret: token,
  };
}
