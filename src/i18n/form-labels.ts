import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CareersFormLabels } from '@/components/forms/careers-form';
import type { CateringFormLabels } from '@/components/forms/catering-form';
import type { ContactFormLabels } from '@/components/forms/contact-form';
import type { FeedbackLabels } from '@/components/forms/feedback-form';
import type { FranchiseFormLabels } from '@/components/forms/franchise-form';
import type { LocationChoice } from '@/components/forms/person-fields';
import type { ReservationFormLabels } from '@/components/forms/reservation-form';
import { CAREER_POSITIONS, CATERING_BUDGETS, CATERING_SERVICES, INQUIRY_TYPES } from '@/lib/enums';
import { localized } from '@/lib/localized';
import { listPublishedLocations } from '@/server/locations/queries';

/** Texts of the interactive forms, resolved on the server and passed down as props. */

/**
 * The locations a visitor form offers, named in the page's language: the published ones, or only
 * those open (not coming soon) for what needs a kitchen.
 */
export async function locationChoices(
  locale: string,
  { open = false } = {},
): Promise<LocationChoice[]> {
  return (await listPublishedLocations())
    .filter((place) => !(open && place.comingSoon))
    .map((place) => ({ value: place.slug, label: localized(place, 'name', locale) }));
}

function pickTexts<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<K, string>;
}

async function formCommon() {
  const t = await getTranslations('forms');
  return { errorTitle: t('errorTitle'), submitting: t('submitting'), required: t('required') };
}

export async function franchiseFormLabels(): Promise<FranchiseFormLabels> {
  const t = await getTranslations('franchise.form');
  const keys = [
    'fullName',
    'email',
    'phone',
    'city',
    'state',
    'territory',
    'territoryPlaceholder',
    'liquidCapital',
    'netWorth',
    'timeline',
    'timeline0to6',
    'timeline6to12',
    'timeline12plus',
    'experience',
    'experienceNotes',
    'submit',
    'successTitle',
    'successText',
    'schedule',
    'scheduleLink',
    'failure',
  ] as const;
  return { ...(await formCommon()), ...pickTexts((k) => t(k), keys) } as FranchiseFormLabels;
}

export async function careersFormLabels(): Promise<CareersFormLabels> {
  const t = await getTranslations('careers');
  const keys = [
    'name',
    'email',
    'phone',
    'position',
    'positionPlaceholder',
    'resumeLink',
    'resumeHint',
    'coverLetter',
    'availability',
    'availabilityPlaceholder',
    'experience',
    'submit',
    'successTitle',
    'successText',
    'toastSuccess',
    'toastSuccessBody',
    'failure',
    'another',
  ] as const;
  return {
    ...(await formCommon()),
    ...pickTexts((k) => t(`form.${k}`), keys),
    positions: pickTexts((p) => t(`positions.${p}`), CAREER_POSITIONS),
  };
}

export async function cateringFormLabels(): Promise<CateringFormLabels> {
  const t = await getTranslations('catering.form');
  const keys = [
    'fullName',
    'email',
    'phone',
    'eventDate',
    'guestCount',
    'location',
    'locationPlaceholder',
    'service',
    'servicePlaceholder',
    'budget',
    'budgetPlaceholder',
    'message',
    'messagePlaceholder',
    'submit',
    'successTitle',
    'successText',
    'toastSuccess',
    'failure',
  ] as const;
  return {
    ...(await formCommon()),
    ...pickTexts((k) => t(k), keys),
    services: pickTexts((k) => t(`services.${k}`), CATERING_SERVICES),
    budgets: pickTexts((k) => t(`budgets.${k}`), CATERING_BUDGETS),
  };
}

export async function contactFormLabels(brand: string): Promise<ContactFormLabels> {
  const t = await getTranslations('contact.form');
  const keys = [
    'fullName',
    'email',
    'phone',
    'type',
    'location',
    'locationPlaceholder',
    'message',
    'attachment',
    'attachmentHint',
    'website',
    'consentLink',
    'submit',
    'successTitle',
    'failure',
    'thankYou',
  ] as const;
  return {
    ...(await formCommon()),
    ...pickTexts((k) => t(k), keys),
    consentBefore: t('consentBefore', { brand }),
    // The ticket is filled in on the client once the server has made it.
    successText: t('successText', { ticket: '{ticket}' }),
    types: pickTexts((k) => t(`types.${k}`), INQUIRY_TYPES),
  };
}

export async function feedbackLabels() {
  const t = await getTranslations('feedback');
  const keys = [
    'ratingLegend',
    'goodTitle',
    'goodBody',
    'reviewOnGoogle',
    'maybeLater',
    'lowTitle',
    'lowBody',
    'commentsLabel',
    'alsoPublic',
    'submit',
    'successTitle',
    'successBody',
    'failure',
    'cardTitle',
    'cardBody',
    'cardCta',
    'dialogTitle',
    'close',
  ] as const;
  return {
    ...(await formCommon()),
    ...pickTexts((k) => t(k), keys),
    stars: [1, 2, 3, 4, 5].map((count) => t('star', { count })),
  } as FeedbackLabels & {
    cardTitle: string;
    cardBody: string;
    cardCta: string;
    dialogTitle: string;
    close: string;
  };
}

export async function reservationFormLabels(): Promise<ReservationFormLabels> {
  const t = await getTranslations('reserve');
  const keys = [
    'times',
    'fullName',
    'email',
    'phone',
    'notes',
    'notesPlaceholder',
    'submit',
    'successTitle',
    'successText',
    'toastSuccess',
    'failure',
  ] as const;
  return { ...(await formCommon()), ...pickTexts((k) => t(k), keys) };
}
