import 'server-only';
import { BRAND } from '@/lib/brand';
import type { QueuedMail } from '../mail/outbox';

export function passwordResetMail({ to, url }: { to: string; url: string }): QueuedMail {
  return {
    kind: 'password-reset',
    to: [to],
    subject: `${BRAND.name.en} Admin Console: reset your password`,
    text: [
      'Someone asked to reset the password of your admin console account.',
      '',
      `Open this link within one hour to choose a new password:`,
      url,
      '',
      'If you did not ask for this, ignore this message; your password stays as it is.',
    ].join('\n'),
  };
}
