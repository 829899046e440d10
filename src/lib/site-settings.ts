import { BRAND } from './brand';

/** The forms whose submissions are e-mailed to staff; each has its own recipients. */
export const NOTIFY_FORMS = [
  'franchise',
  'careers',
  'contact',
  'catering',
  'reservations',
] as const;
export type NotifyForm = (typeof NOTIFY_FORMS)[number];

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** What owners set on the Settings screen; read by the public site and the staff e-mails. */
export type SiteSettings = {
  contactEmail: string;
  phone: string;
  franchiseEmail: string;
  /** Empty: the server's STAFF_EMAIL. */
  recipients: Record<NotifyForm, string[]>;
  social: Record<SocialNetwork, string>;
  /** Public review page per location slug; a missing one falls back to the Google review form. */
  reviewUrls: Record<string, string>;
  schedulingUrl: string;
};

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: BRAND.contactEmail,
  phone: BRAND.phone,
  franchiseEmail: BRAND.franchiseEmail,
  recipients: { franchise: [], careers: [], contact: [], catering: [], reservations: [] },
  social: { instagram: BRAND.instagramUrl, facebook: BRAND.facebookUrl, tiktok: '' },
  reviewUrls: {},
  /** The server's NEXT_PUBLIC_SCHEDULING_URL until an owner sets one. */
  schedulingUrl: '',
};

/** tel: link target of a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
