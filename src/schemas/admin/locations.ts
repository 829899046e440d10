import { z } from '../zod';
import { isCalendarDate } from '../common';
import { AMENITIES, ORDER_PROVIDERS, WEEKDAYS } from '@/lib/enums';
import { nestFormKeys } from '@/lib/form-data';
import { typedAmount } from '@/lib/money';
import { TIME_PATTERN, type WeeklyHours } from '@/lib/hours';
import { BUSINESS_TIME_ZONE, isIanaTimeZone } from '@/lib/time-zone';
import { SLOT_LENGTHS, TURN_BANDS, TURN_MINUTES_MAX, type TurnTime } from '@/lib/booking-settings';
import {
  blank,
  flag,
  intField,
  wholeNumberIn,
  optionalLongText,
  objectOf,
  optionalRecordId,
  requiredText,
  slugField,
  numberFrom,
  sortField,
} from './fields';

/** A turn time: blank (the party holds its own time only) or 15 to 360 whole minutes. */
const turnMinutes = z.preprocess(
  (v) => (blank(v) ? null : numberFrom(v)),
  z
    .number({ error: 'admin.locations.turnInvalid' })
    .int('admin.locations.turnInvalid')
    .min(15, 'admin.locations.turnInvalid')
    .max(TURN_MINUTES_MAX, 'admin.locations.turnInvalid')
    .nullable(),
);
/** The form's keys for the turn-time bands: "2", "4" and "more" (every larger party). */
const TURN_KEYS = TURN_BANDS.map((upTo) => (upTo === null ? 'more' : String(upTo)));

/** The bands as stored: none when every band is blank (each party holds its own time). */
function turnTimesOf(minutes: Record<string, number | null | undefined> | undefined): TurnTime[] {
  const bands = TURN_BANDS.map((upTo, i) => ({ upTo, minutes: minutes?.[TURN_KEYS[i]!] ?? null }));
  return bands.some((band) => band.minutes !== null) ? bands : [];
}

export const SPECIAL_HOURS_MAX = 60;
export const PHONES_MAX = 5;

const time = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || TIME_PATTERN.test(v), 'admin.locations.timeInvalid');

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'admin.validation.tooLong')
  .optional()
  .transform((v) => v ?? '')
  .refine(
    (v) => v === '' || (/^https:\/\/\S+$/i.test(v) && URL.canParse(v)),
    'admin.locations.urlInvalid',
  );
const optionalUrl = httpsUrl.transform((v) => v || null);

/** The least an order may come to, in dollars (the food's subtotal); blank or 0 is none. */
export const MINIMUM_ORDER_MAX_DOLLARS = 1_000;
const minimumOrder = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    const typed = typedAmount(raw);
    const cents = typed.ok ? typed.cents : null;
    if (!typed.ok || (cents !== null && (cents < 0 || cents > MINIMUM_ORDER_MAX_DOLLARS * 100))) {
      ctx.addIssue({ code: 'custom', message: 'admin.locations.minimumInvalid' });
      return z.NEVER;
    }
    return cents === 0 ? null : cents;
  });

/**
 * The tip shares offered at checkout: one to four whole percents from 1 to 100 ("10, 15, 20");
 * not sent (the field is an owner's), left as it is.
 */
export const TIP_PERCENTS_MAX = 4;
/** What a restaurant offers until an owner chooses (the database's default). */
export const DEFAULT_TIP_PERCENTS = [10, 15, 20] as const;
const tipPercents = z
  .string()
  .max(60, 'admin.locations.tipPercentsInvalid')
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return undefined;
    const parts = text.split(/[\s,،%]+/).filter(Boolean);
    const percents = parts.map(Number);
    if (
      parts.length === 0 ||
      parts.length > TIP_PERCENTS_MAX ||
      parts.some((part) => !/^\d{1,3}$/.test(part)) ||
      percents.some((p) => p < 1 || p > 100)
    ) {
      ctx.addIssue({ code: 'custom', message: 'admin.locations.tipPercentsInvalid' });
      return z.NEVER;
    }
    return [...new Set(percents)].sort((a, b) => a - b);
  });

/** A sales tax in percent, 0 to 30, to a thousandth (6.625); blank is none. */
const taxRate = z.preprocess(
  (v) => (blank(v) ? 0 : numberFrom(v)),
  z
    .number({ error: 'admin.locations.taxInvalid' })
    .min(0, 'admin.locations.taxInvalid')
    .max(30, 'admin.locations.taxInvalid')
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'admin.locations.taxInvalid'),
);

/** An optional coordinate; blank is none. */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : numberFrom(v)),
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );

/** Opening and closing time of one day, or closed. Closing may be after midnight. */
const openingTimes = z
  .object({ closed: flag, opens: time, closes: time })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (!day.opens)
      ctx.addIssue({ code: 'custom', path: ['opens'], message: 'admin.locations.opensRequired' });
    if (!day.closes)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'admin.locations.closesRequired' });
  });

const specialHoursEntry = openingTimes.and(
  z.object({
    date: z.string().refine(isCalendarDate, 'admin.locations.dateRequired'),
    noteEn: z.string().trim().max(200, 'admin.validation.tooLong').optional().default(''),
    noteAr: z.string().trim().max(200, 'admin.validation.tooLong').optional().default(''),
  }),
);
export type SpecialHoursEntry = z.input<typeof specialHoursEntry>;

/** The editor posts its list of dated exceptions as one JSON field. */
const specialHours = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v ?? [];
      try {
        return JSON.parse(v || '[]');
      } catch {
        return null;
      }
    },
    z
      .array(specialHoursEntry, { error: 'admin.locations.specialInvalid' })
      .max(SPECIAL_HOURS_MAX, 'admin.locations.specialTooMany'),
  )
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.date))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: 'admin.locations.dateTwice',
        });
      seen.add(entry.date);
    });
  })
  .transform((entries) =>
    [...entries]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({
        date: e.date,
        closed: e.closed,
        ...(e.closed ? {} : { opens: e.opens, closes: e.closes }),
        ...(e.noteEn ? { noteEn: e.noteEn } : {}),
        ...(e.noteAr ? { noteAr: e.noteAr } : {}),
      })),
  );

const PHONE = /^[+\d][\d\s().-]{6,}$/;
const phones = z
  .string()
  .max(500, 'admin.validation.tooLong')
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(/\n|,/)
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(PHONE, 'admin.locations.phoneInvalid'))
      .max(PHONES_MAX, 'admin.locations.phonesTooMany'),
  );

/** An IANA time-zone name ("America/Los_Angeles"); blank is the brand's. */
const timeZone = z
  .string()
  .trim()
  .max(64, 'admin.locations.timeZoneInvalid')
  .optional()
  .transform((v) => v || BUSINESS_TIME_ZONE)
  .refine(isIanaTimeZone, 'admin.locations.timeZoneInvalid');

type DayTimes = { closed: boolean; opens: string; closes: string };

/** The editor's seven days as stored: the open days' times. */
function weeklyHours(days: Record<(typeof WEEKDAYS)[number], DayTimes>): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.filter((d) => !days[d].closed).map((d) => [
      d,
      { opens: days[d].opens, closes: days[d].closes },
    ]),
  );
}

/** A location as the editor posts it (dotted names nested), stored in the table's shape. */
export const locationSchema = z.preprocess(
  nestFormKeys,
  z
    .object({
      id: optionalRecordId,
      slug: slugField,
      nameEn: requiredText('admin.validation.nameEnRequired'),
      nameAr: requiredText('admin.validation.nameArRequired'),
      addressEn: requiredText('admin.locations.addressEnRequired', 300),
      addressAr: requiredText('admin.locations.addressArRequired', 300),
      city: requiredText('admin.locations.cityRequired', 100),
      state: z.string().trim().max(40, 'admin.validation.tooLong').optional().default(''),
      postalCode: z.string().trim().max(20, 'admin.validation.tooLong').optional().default(''),
      country: z
        .string()
        .trim()
        .optional()
        .transform((v) => (v || 'US').toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{2}$/, 'admin.locations.countryInvalid')),
      latitude: coordinate(90, 'admin.locations.latitudeRange'),
      longitude: coordinate(180, 'admin.locations.longitudeRange'),
      phones,
      googleMapsLink: optionalUrl,
      appleMapsLink: optionalUrl,
      googlePlaceId: optionalLongText(200),
      isHeadquarters: flag,
      published: flag,
      comingSoon: flag,
      timezone: timeZone,
      sort: sortField,
      hours: objectOf(WEEKDAYS, openingTimes),
      hoursTextEn: optionalLongText(200),
      hoursTextAr: optionalLongText(200),
      orderLinks: objectOf(ORDER_PROVIDERS, httpsUrl).optional(),
      amenities: objectOf(AMENITIES, flag).optional(),
      specialHours,
      reservationsEnabled: flag,
      slotMinutes: intField(30, 'admin.locations.slotInvalid').refine(
        (v) => (SLOT_LENGTHS as readonly number[]).includes(v),
        'admin.locations.slotInvalid',
      ),
      maxPartySize: wholeNumberIn(8, 1, 100, 'admin.locations.partyInvalid'),
      guestsPerSlot: wholeNumberIn(24, 1, 1000, 'admin.locations.guestsInvalid'),
      bookingSameAsOpening: flag,
      bookingHours: objectOf(WEEKDAYS, openingTimes).optional(),
      turnTimes: objectOf(TURN_KEYS, turnMinutes).partial().optional(),
      orderingEnabled: flag,
      prepMinutes: wholeNumberIn(20, 0, 240, 'admin.locations.prepInvalid'),
      lastOrderMinutes: wholeNumberIn(0, 0, 240, 'admin.locations.lastOrdersInvalid'),
      ordersPerSlot: wholeNumberIn(10, 1, 500, 'admin.locations.perSlotInvalid'),
      taxRate: taxRate,
      payAtPickup: flag,
      minimumOrder,
      tipsEnabled: flag,
      tipPercents,
      orderAlertMinutes: wholeNumberIn(5, 1, 60, 'admin.locations.alertInvalid'),
    })
    .transform(
      ({
        hours,
        orderLinks,
        amenities,
        bookingSameAsOpening,
        bookingHours,
        turnTimes,
        ...rest
      }) => ({
        ...rest,
        turnTimes: turnTimesOf(turnTimes),
        bookingHours: bookingSameAsOpening || !bookingHours ? null : weeklyHours(bookingHours),
        hoursJson: weeklyHours(hours),
        orderLinksJson: Object.fromEntries(
          ORDER_PROVIDERS.filter((p) => orderLinks?.[p]).map((p) => [p, orderLinks![p]]),
        ),
        amenitiesJson: Object.fromEntries(AMENITIES.map((a) => [a, Boolean(amenities?.[a])])),
      }),
    ),
);
export type LocationInput = z.output<typeof locationSchema>;

export const locationIdSchema = z.object({ id: z.uuid() });
