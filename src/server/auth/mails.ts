import 'server-only';
import { BRAND } from '@/lib/brand';
import { SECRET_MARK, type QueuedMail } from '../mail/outbox';

/* Each message's link or code travels as its secret (outbox.ts): kept apart, gone once sent. */

export function passwordResetMail({ to, url }: { to: string; url: string }): QueuedMail {
  return {
    kind: 'password-reset',
    to: [to],
    secret: url,
    subject: `${BRAND.name.en} Admin Console: reset your password`,
    text: [
      'Someone asked to reset the password of your admin console account.',
      '',
      `Open this link within one hour to choose a new password:`,
      SECRET_MARK,
      '',
      'If you did not ask for this, ignore this message; your password stays as it is.',
    ].join('\n'),
  };
}

export function emailVerificationMail({ to, url }: { to: string; url: string }): QueuedMail {
  return {
    kind: 'email-verification',
    to: [to],
    secret: url,
    subject: `${BRAND.name.en} Admin Console: confirm your e-mail address`,
    text: [
      'An admin console account was created with this e-mail address.',
      '',
      'Open this link within 24 hours to confirm that the address is yours. An owner can give the',
      'account a role only after that:',
      SECRET_MARK,
      '',
      'If you did not create an account, ignore this message.',
    ].join('\n'),
  };
}

export function invitationMail(input: {
  to: string;
  role: string;
  invitedBy: string;
  url: string;
}): QueuedMail {
  return {
    kind: 'staff-invitation',
    to: [input.to],
    secret: input.url,
    subject: `${BRAND.name.en} Admin Console: you are invited as ${input.role}`,
    text: [
      `${input.invitedBy} invites you to the ${BRAND.name.en} admin console as ${input.role}.`,
      '',
      'Open this link within 7 days to accept. It works once:',
      SECRET_MARK,
      '',
      'If you did not expect this, ignore this message; nothing happens unless the link is opened.',
    ].join('\n'),
  };
}

export function signInCodeMail({ to, code }: { to: string; code: string }): QueuedMail {
  return {
    kind: 'sign-in-code',
    to: [to],
    secret: code,
    subject: `${BRAND.name.en} Admin Console: your sign-in code is ${SECRET_MARK}`,
    text: [
      `Your sign-in code for the ${BRAND.name.en} admin console is:`,
      '',
      SECRET_MARK,
      '',
      'It works once, for 10 minutes. Never give it to anyone, even someone who says they work',
      'with us. If you did not try to sign in, ignore this message; nobody can sign in without it.',
    ].join('\n'),
  };
}

export function signInLinkMail({ to, url }: { to: string; url: string }): QueuedMail {
  return {
    kind: 'sign-in-link',
    to: [to],
    secret: url,
    subject: `${BRAND.name.en} Admin Console: your sign-in link`,
    text: [
      `Open this link within 10 minutes to sign in to the ${BRAND.name.en} admin console.`,
      'It works once:',
      SECRET_MARK,
      '',
      'If you did not try to sign in, ignore this message; nobody can sign in without the link.',
    ].join('\n'),
  };
}

export function emailChangeMail({ to, url }: { to: string; url: string }): QueuedMail {
  return {
    kind: 'email-change',
    to: [to],
    secret: url,
    subject: `${BRAND.name.en} Admin Console: confirm your new e-mail address`,
    text: [
      'Someone asked to use this address for their admin console account.',
      '',
      'Open this link within 24 hours to confirm it; the account then signs in with this address:',
      SECRET_MARK,
      '',
      'If you did not ask for this, ignore this message; nothing changes.',
    ].join('\n'),
  };
}

/** To the owners: guessing at one account's password or codes was stopped (sign-in-limits.ts). */
export function signInLockedMail(input: {
  to: string[];
  account: string;
  /** The client address (IPv6: its /64) the misses came from, or null for many addresses. */
  from: string | null;
}): QueuedMail {
  const where = input.from
    ? `from one address (${input.from}); sign-ins from anywhere else still work`
    : 'from many addresses; the account now signs in only with a second factor';
  return {
    kind: 'sign-in-stopped',
    to: input.to,
    subject: `${BRAND.name.en} Admin Console: sign-ins to ${input.account} were stopped`,
    text: [
      `Someone got the password or a sign-in code of ${input.account} wrong too many times,`,
      `${where}. They are stopped for 15 minutes.`,
      '',
      'If this was not the person themselves, it may be someone guessing. Ask them to use a long,',
      'unique password and to turn on an authenticator app or a passkey (Account security); you can',
      'require a second factor for everyone under Settings, Staff sign-in.',
    ].join('\n'),
  };
}
