import 'server-only';
import { asCents, type Cents } from '@/lib/money';
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
import { amountLines } from '@/features/ordering/rules/order-amounts';
import type { OrderPointsNote } from '@/features/accounts/server';

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'orderMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'orderMail' }),
};

/** The guest's order texts in their language (a payment's lines, a cancellation's reason). */
export function orderText(language: Language) {
  return texts[language === 'ar' ? 'ar' : 'en'];
}

/** What the guest is told about their pickup order. */
export type OrderMailKind = 'placed' | 'accepted' | 'ready' | 'cancelled' | 'refunded';

export type MailedOrder = {
  number: number;
  fullName: string;
  email: string;
  language: Language;
  asap: boolean;
  pickupAt: Date;
  /** When the kitchen said it will be ready (accepted). */
  readyAt: Date | null;
  cancelReason: string | null;
  subtotal: Cents;
  taxRate: number;
  tax: Cents;
  /** All taken off (a promo code's, a reward's), the reward's part, and the guest's tip (none: 0). */
  discount?: Cents;
  rewardDiscount?: Cents;
  tip?: Cents;
  total: Cents;
  /** What has been refunded of it so far (card payments). */
  refunded?: Cents;
  /** The refund this e-mail tells of (kind 'refunded'): its amount and the restaurant's reason. */
  refund?: { amount: Cents; reason: string };
  /** Paid by card already, or to pay at the counter. */
  paymentStatus: PaymentStatus;
  lines: readonly { nameEn: string; nameAr: string; quantity: number; lineTotal: Cents }[];
  /** What the order earns or spent in points, said when it is placed. */
  points?: OrderPointsNote | null;
};

/** The placed e-mail's word on points: spent on a reward, earned at pickup, or by an account. */
function pointsLines(order: MailedOrder, t: ReturnType<typeof orderText>): string[] {
  const note = order.points;
  if (!note) return [];
  return [
    ...(note.spent ? [t('pointsSpent', { points: note.spent })] : []),
    ...(note.kind === 'willEarn' ? [t('pointsWillEarn', { points: note.points })] : []),
    ...(note.kind === 'joinToEarn' ? [t('pointsJoin', { points: note.points })] : []),
  ];
}

export type MailedRestaurant = {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  timezone: string;
};

/**
 * What the e-mail says of the order's step: accepted gives the ready time (and how much later
 * than the chosen time it is); cancelled gives the reason, whether the card is refunded, and what
 * the order was for.
 */
function stepLines(
  kind: OrderMailKind,
  order: MailedOrder,
  at: { location: string; when: (instant: Date) => string },
  t: (typeof texts)['en'],
): string[] {
  if (kind === 'accepted' && order.readyAt) {
    const later = Math.round((order.readyAt.getTime() - order.pickupAt.getTime()) / 60_000);
    return [
      t('accepted.body', { number: order.number, time: at.when(order.readyAt) }),
      ...(later > 0 && !order.asap ? [t('accepted.later', { minutes: later })] : []),
    ];
  }
  if (kind === 'cancelled') {
    const refunded = order.paymentStatus === 'refund_pending' || order.paymentStatus === 'refunded';
    return [
      t('cancelled.body', { number: order.number, reason: order.cancelReason ?? '' }).trim(),
      refunded
        ? t('cancelled.refund', { total: formatPrice(order.total) })
        : t('cancelled.nothingToPay'),
      t('cancelled.was', { location: at.location, time: at.when(order.pickupAt) }),
    ];
  }
  if (kind === 'refunded' && order.refund) {
    const left = order.total - (order.refunded ?? 0);
    return [
      t('refunded.body', { number: order.number, amount: formatPrice(order.refund.amount) }),
      t('refunded.reason', { reason: order.refund.reason }),
      left > 0
        ? t('refunded.part', { total: formatPrice(order.total), left: formatPrice(asCents(left)) })
        : t('refunded.whole', { total: formatPrice(order.total) }),
      t('refunded.timing'),
    ];
  }
  return [t(`${kind === 'accepted' ? 'placed' : kind}.body`, { number: order.number })];
}

/**
 * The guest's e-mail about their order, in the language they ordered in: what happened to it,
 * what they ordered, when and where to collect it, and the link to the order's page. The link
 * opens the order, so it goes as the message's secret (mail/outbox.ts): a sent message's row
 * keeps no copy of it.
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
  const when = (instant: Date) => formatPickupTime(instant, restaurant.timezone, language);
  // A cancellation or a refund is not about collecting: its lines, without the pickup.
  const cancelled = kind === 'cancelled' || kind === 'refunded';
  const items = order.lines.map((line) =>
    t('line', {
      quantity: line.quantity,
      name: ar ? line.nameAr : line.nameEn,
      total: formatPrice(line.lineTotal),
    }),
  );
  // The money as the order's page shows it: subtotal, discount, tax and tip, then the total.
  const amounts = amountLines(order)
    .filter((line) => line.key !== 'total')
    .map((line) =>
      t(`amounts.${line.key as 'subtotal'}`, {
        amount: formatPrice(line.amount),
        rate: order.taxRate,
      }),
    );
  // Paragraphs, each left out when it has nothing to say.
  const paragraphs: string[][] = [
    [t('greeting', { name: order.fullName })],
    stepLines(kind, order, { location: name, when }, t),
    cancelled
      ? items
      : [
          ...items,
          ...amounts,
          t(order.paymentStatus === 'paid' ? 'totalPaid' : 'total', {
            total: formatPrice(order.total),
          }),
        ],
    kind === 'placed' ? pointsLines(order, t) : [],
    cancelled
      ? []
      : [
          t('pickup', {
            location: name,
            address: ar ? restaurant.addressAr : restaurant.addressEn,
            time: when(kind === 'accepted' && order.readyAt ? order.readyAt : order.pickupAt),
          }),
        ],
    [t('link', { url: link })],
    [t('signOff', { brand: BRAND.name[language] })],
  ];
  const text = paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
  return {
    kind: `order-${kind}`,
    to: [order.email],
    subject: t(`${kind}.subject`, { number: order.number, location: name }),
    text,
    secret: token,
  };
}
