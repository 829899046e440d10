/**
 * Closed value sets shared by the schema (check constraints) and the Zod schemas.
 * Kept client-safe: no database imports here.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
/**
 * Staff roles: owner > manager > editor, each with all of the one below; and the kitchen, who works
 * the Orders screen only (lib/admin-areas.ts KITCHEN_AREAS), outside that ladder.
 */
export const ROLES = ['owner', 'manager', 'editor', 'kitchen'] as const;
export const FRANCHISE_TIMELINES = ['0-6m', '6-12m', '12m+'] as const;
export const FRANCHISE_STATUSES = [
  'new',
  'qualified',
  'discovery_call',
  'fdd_review',
  'site_visit',
  'approved',
  'signed',
  'lost',
] as const;
export const OPEN_FRANCHISE_STATUSES = ['new', 'qualified'] as const;
export const CAREER_POSITIONS = [
  'server',
  'host',
  'line-cook',
  'prep-cook',
  'dishwasher',
  'manager',
  'assistant-manager',
  'delivery-driver',
  'other',
] as const;
export const CAREER_STATUSES = ['new', 'reviewing', 'interview', 'hired', 'rejected'] as const;
export const INQUIRY_TYPES = ['general', 'catering', 'partnership', 'feedback'] as const;
/** How a catering order reaches the event. */
export const CATERING_SERVICES = ['pickup', 'delivery', 'full_service'] as const;
/** The budget ranges the catering form offers, in US dollars. */
export const CATERING_BUDGETS = ['under_500', '500_1500', '1500_5000', 'over_5000'] as const;
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'seated',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A request from the site, or a booking staff took on the phone. */
export const RESERVATION_SOURCES = ['web', 'phone'] as const;
/** Who called a booking off: the guest (who asked) or the restaurant. */
export const CANCELLED_BY = ['guest', 'restaurant'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Why an address is never mailed again: its owner unsubscribed, or asked to be erased. */
export const MAIL_SUPPRESSION_REASONS = ['unsubscribed', 'erased'] as const;
export type MailSuppressionReason = (typeof MAIL_SUPPRESSION_REASONS)[number];
/**
 * Why a guest's points changed (features/accounts/rules/points.ts): an order picked up earned
 * them, a refund took back its share, a reward spent them, a cancelled order gave spent points
 * back, months without an order expired them, or an owner adjusted them with a reason.
 */
export const POINTS_REASONS = [
  'earned',
  'refunded',
  'redeemed',
  'returned',
  'expired',
  'adjusted',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];
/** An automatic e-mail (issue 48): thanks after a first order, "we miss you" after a while. */
export const AUTO_MESSAGE_KINDS = ['thanks', 'missYou'] as const;
export type AutoMessageKind = (typeof AUTO_MESSAGE_KINDS)[number];
/** What a "we miss you" e-mail offers: nothing, or a code for a percent or an amount off. */
export const AUTO_OFFER_KINDS = ['none', 'percent', 'amount'] as const;
export type AutoOfferKind = (typeof AUTO_OFFER_KINDS)[number];
/** A loyalty reward: an amount off the order, or one dish free. */
export const REWARD_KINDS = ['amount', 'dish'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/**
 * A pickup order's course (features/ordering/rules/orders.ts): paid by card it waits for the payment first; then the
 * kitchen accepts it (with a ready time), marks it ready, and picked up; or it is cancelled.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'received',
  'accepted',
  'ready',
  'picked_up',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** How a guest pays: at the counter on pickup, or by card online. */
/** What a promo code takes off: a share of the subtotal, or an amount. */
export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PAYMENT_METHODS = ['counter', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Where a card payment is: not paid (yet), paid, a refund asked for and not yet confirmed sent
 * (features/ordering/server/refunds.ts sends it, again until Stripe takes it), refunded.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A refund of part or all of a card order: asked (saved, Stripe not yet told), then sent. */
export const REFUND_STATUSES = ['pending', 'sent'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** What an order line is: a dish with its options, or a combo. */
export const ORDER_LINE_KINDS = ['item', 'combo'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
/**
 * A campaign: being written, waiting for its time, or handed to the outbox (its messages then go
 * at the set rate); a scheduled one may be taken back to a draft.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Who of the list a campaign goes to, by the language they signed up in. */
export const CAMPAIGN_LANGUAGES = ['all', 'en', 'ar'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const ORDER_PROVIDERS = ['doordash', 'ubereats', 'grubhub'] as const;
export const AMENITIES = ['halal', 'parking', 'wifi'] as const;
/** The US major food allergens (FDA, FASTER Act): the nine a dish may contain. */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
/** The diets a dish may suit (schema.org's RestrictedDiet names them for search engines). */
export const DIETS = ['vegetarian', 'vegan', 'halal', 'gluten_free'] as const;
export type Diet = (typeof DIETS)[number];

export type Language = (typeof LANGUAGES)[number];
export type Role = (typeof ROLES)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];
export type Amenity = (typeof AMENITIES)[number];

/** SQL list literal for a check constraint: ('a', 'b'). Values are our own constants. */
export function sqlList(values: readonly string[]): string {
  return `(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;
}

/** `['a', 'b']::text[]`: a closed set as an SQL array, for "every element is one of" checks. */
export function sqlArray(values: readonly string[]): string {
  return `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}
