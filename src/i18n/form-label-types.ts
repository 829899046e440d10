import type {
  CAREER_POSITIONS,
  CATERING_BUDGETS,
  CATERING_SERVICES,
  INQUIRY_TYPES,
} from '@/lib/enums';

/**
 * The texts each visitor form receives from the page, in its language: the catalogue group of the
 * form (i18n/form-labels.ts fills them on the server) and what the form parts share. Declared here,
 * beside the catalogues, so that the forms and the server's label reader both import downwards.
 */

/** The labels of a form card with a thank-you: its button, its outcome and the shared words. */
export type CardLabelKey =
  'submit' | 'successTitle' | 'successText' | 'failure' | 'errorTitle' | 'submitting' | 'required';

/** The labels of who is writing, as `PersonFields` asks for a full name. */
export type PersonLabelKey = 'fullName' | 'email' | 'phone';

/** A location a form offers: its slug and its name in the page's language. */
export type LocationChoice = { value: string; label: string };

export type CareersFormLabels = Record<
  | CardLabelKey
  | 'name'
  | 'email'
  | 'phone'
  | 'position'
  | 'positionPlaceholder'
  | 'resumeLink'
  | 'resumeHint'
  | 'coverLetter'
  | 'availability'
  | 'availabilityPlaceholder'
  | 'experience'
  | 'toastSuccess'
  | 'toastSuccessBody'
  | 'another',
  string
> & { positions: Record<(typeof CAREER_POSITIONS)[number], string> };

export type CateringFormLabels = Record<
  | CardLabelKey
  | PersonLabelKey
  | 'eventDate'
  | 'guestCount'
  | 'location'
  | 'locationPlaceholder'
  | 'service'
  | 'servicePlaceholder'
  | 'budget'
  | 'budgetPlaceholder'
  | 'message'
  | 'messagePlaceholder'
  | 'toastSuccess',
  string
> & {
  services: Record<(typeof CATERING_SERVICES)[number], string>;
  budgets: Record<(typeof CATERING_BUDGETS)[number], string>;
};

export type ContactFormLabels = Record<
  | 'fullName'
  | 'email'
  | 'phone'
  | 'type'
  | 'location'
  | 'locationPlaceholder'
  | 'message'
  | 'attachment'
  | 'attachmentHint'
  | 'website'
  | 'consentBefore'
  | 'consentLink'
  | 'submit'
  | 'successTitle'
  | 'successText'
  | 'thankYou'
  | 'failure'
  | 'submitting'
  | 'required',
  string
> & {
  types: Record<(typeof INQUIRY_TYPES)[number], string>;
};

export type FranchiseFormLabels = Record<
  | CardLabelKey
  | PersonLabelKey
  | 'city'
  | 'state'
  | 'territory'
  | 'territoryPlaceholder'
  | 'liquidCapital'
  | 'netWorth'
  | 'timeline'
  | 'timeline0to6'
  | 'timeline6to12'
  | 'timeline12plus'
  | 'experience'
  | 'experienceNotes'
  | 'schedule'
  | 'scheduleLink',
  string
>;

export type ReservationFormLabels = Record<
  CardLabelKey | PersonLabelKey | 'times' | 'notes' | 'notesPlaceholder' | 'toastSuccess',
  string
>;

export type FeedbackLabels = Record<
  | 'ratingLegend'
  | 'goodTitle'
  | 'goodBody'
  | 'reviewOnGoogle'
  | 'maybeLater'
  | 'lowTitle'
  | 'lowBody'
  | 'commentsLabel'
  | 'alsoPublic'
  | 'submit'
  | 'successTitle'
  | 'successBody'
  | 'failure'
  | 'errorTitle'
  | 'submitting',
  string
> & { stars: string[] };
