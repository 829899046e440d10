import 'server-only';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import { siteUrl } from '@/lib/site-url';
import type { QueuedMail } from '../../../server/mail/outbox';

/**
 * The guest's review request, in the language they booked in, with the other language below:
 * a link to the site's feedback dialog for their location.
 */
export function reviewRequestMail(guest: {
  email: string;
  name: string;
  locationSlug: string;
  language: Language;
}): QueuedMail {
  const link = (lang: Language) =>
    `${siteUrl()}${lang === 'ar' ? '/ar' : ''}/?review=${encodeURIComponent(guest.locationSlug)}`;
  const en = [
    `Dear ${guest.name},`,
    '',
    `Thank you for dining with us at ${BRAND.fullName.en}. How was your visit?`,
    'It takes a minute to tell us, and it helps us serve you better:',
    link('en'),
    '',
    `With thanks, the ${BRAND.name.en} team`,
  ].join('\n');
  const ar = [
    `عزيزنا ${guest.name}،`,
    '',
    `شكرًا لزيارتكم ${BRAND.fullName.ar}. كيف كانت تجربتكم؟`,
    'يستغرق تقييمكم دقيقة واحدة ويساعدنا على خدمتكم بشكل أفضل:',
    link('ar'),
    '',
    `مع الشكر، فريق ${BRAND.name.ar}`,
  ].join('\n');
  const subjects = {
    en: `How was your visit to ${BRAND.name.en}?`,
    ar: `كيف كانت زيارتكم إلى ${BRAND.name.ar}؟`,
  };
  const first = guest.language === 'ar' ? 'ar' : 'en';
  const second = first === 'ar' ? 'en' : 'ar';
  const bodies = { en, ar };
  return {
    kind: 'review-request',
    to: [guest.email],
    subject: `${subjects[first]} / ${subjects[second]}`,
    text: `${bodies[first]}\n\n———\n\n${bodies[second]}`,
  };
}
