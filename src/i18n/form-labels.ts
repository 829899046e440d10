import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type {
  CareersFormLabels,
  CateringFormLabels,
  ContactFormLabels,
  FeedbackLabels,
  FranchiseFormLabels,
  LocationChoice,
  ReservationFormLabels,
} from './form-label-types';
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

/** The texts of a catalogue group: its messages, not its nested groups. */
type GroupTexts<G> = { [K in keyof G as G[K] extends string ? K : never]: string };

/** A message, as written or precompiled (an array when it has arguments), not a nested group. */
const isMessage = (value: unknown) => typeof value === 'string' || Array.isArray(value);

/**
 * Every text of a form's own catalogue group in the page's language, with `values` filled in: a
 * label added to the group reaches the form with no list to keep.
 */
function groupTexts<G extends object>(
  group: G,
  t: (...args: never[]) => string,
  values: Record<string, string> = {},
): GroupTexts<G> {
  const translate = t as (key: string, values: Record<string, string>) => string;
  const keys = Object.keys(group).filter((k) => isMessage(group[k as keyof G]));
  return Object.fromEntries(keys.map((k) => [k, translate(k, values)])) as GroupTexts<G>;
}

async function formCommon() {
  const t = await getTranslations('forms');
  return { errorTitle: t('errorTitle'), submitting: t('submitting'), required: t('required') };
}

export async function franchiseFormLabels(): Promise<FranchiseFormLabels> {
  const [t, messages] = await Promise.all([getTranslations('franchise.form'), getMessages()]);
  return { ...(await formCommon()), ...groupTexts(messages.franchise.form, t) };
}

export async function careersFormLabels(): Promise<CareersFormLabels> {
  const [t, messages] = await Promise.all([getTranslations('careers'), getMessages()]);
  const form = await getTranslations('careers.form');
  return {
    ...(await formCommon()),
    ...groupTexts(messages.careers.form, form),
    positions: pickTexts((p) => t(`positions.${p}`), CAREER_POSITIONS),
  };
}

export async function cateringFormLabels(): Promise<CateringFormLabels> {
  const [t, messages] = await Promise.all([getTranslations('catering.form'), getMessages()]);
  return {
    ...(await formCommon()),
    ...groupTexts(messages.catering.form, t),
    services: pickTexts((k) => t(`services.${k}`), CATERING_SERVICES),
    budgets: pickTexts((k) => t(`budgets.${k}`), CATERING_BUDGETS),
  };
}

export async function contactFormLabels(brand: string): Promise<ContactFormLabels> {
  const [t, messages] = await Promise.all([getTranslations('contact.form'), getMessages()]);
  return {
    ...(await formCommon()),
    // The ticket is filled in on the client once the server has made it.
    ...groupTexts(messages.contact.form, t, { brand, ticket: '{ticket}' }),
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
    'toastSuccess',
    'submit',
    'successTitle',
    'successText',
    'failure',
  ] as const;
  return { ...(await formCommon()), ...pickTexts((k) => t(k), keys) };
}
