import { expect } from 'vitest';
import { multipart, type FilePart } from '../../../scripts/lib/http-client.mts';
import type { BadInputCase, Context, Locale, Outcome } from './harness';
import { actionResult, request, visibleHtml } from './harness';

/**
 * Every public form, posted by its page's JavaScript (a server action call) and by a browser
 * without JavaScript (a multipart post answered with the whole page), in English and Arabic.
 */

type Field = string | Buffer | FilePart;
type Fields = [string, Field][];
type Way = { locale: Locale; script: boolean };

type PublicForm = {
  name: string;
  /** The page that carries the form (English path; Arabic is under /ar). */
  page: string;
  /** Text that finds the form in the page, for its hidden fields. */
  marker: string;
  action: string;
  table: string;
  valid: (n: number, locale: Locale) => Record<string, string>;
  /** A required text field, its limit and its messages. */
  text: { name: string; max: number; required: string; tooLong: string };
  email: { name: string; invalid: string };
  /** Cases of this form only: a field, the value sent and the message expected. */
  own: { kind: string; set: Record<string, Field>; message?: string }[];
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
const file = (filename: string, type: string, data: Buffer | string): FilePart => ({
  filename,
  type,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
});

/** A calendar day counted from today (UTC; the cases stay clear of the edges). */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const guest = (n: number) => ({ name: `Guest ${n}`, email: `guest-${n}@example.test` });

export const PUBLIC_FORMS: PublicForm[] = [
  {
    name: 'contact',
    page: '/contact',
    marker: 'name="message"',
    action: 'submitContactInquiry',
    table: 'contact_inquiries',
    valid: (n, language) => ({
      language,
      fullName: guest(n).name,
      email: guest(n).email,
      inquiryType: 'general',
      locationSlug: 'canton',
      message: `Question number ${n} about a family tray for twelve people.`,
      consent: 'on',
    }),
    text: {
      name: 'fullName',
      max: 100,
      required: 'validation.nameMin',
      tooLong: 'validation.nameMax',
    },
    email: { name: 'email', invalid: 'validation.emailInvalid' },
    own: [
      {
        kind: 'message under its minimum',
        set: { message: 'Too short' },
        message: 'validation.messageMin',
      },
      {
        kind: 'message over its maximum',
        set: { message: 'm'.repeat(1001) },
        message: 'validation.messageMax',
      },
      { kind: 'an inquiry type not offered', set: { inquiryType: 'refund' } },
      {
        kind: 'a location path',
        set: { locationSlug: '../../etc/passwd' },
        message: 'validation.locationRequired',
      },
      {
        kind: 'a location that is not published',
        set: { locationSlug: 'atlantis' },
        message: 'validation.locationRequired',
      },
      {
        kind: 'a location name of 121 characters',
        set: { locationSlug: 'a'.repeat(121) },
        message: 'validation.locationRequired',
      },
      { kind: 'the consent box as a word', set: { consent: 'yes please' } },
      { kind: 'consent missing', set: { consent: '' }, message: 'validation.consentRequired' },
      { kind: 'the honeypot filled', set: { website: 'http://spam.example' } },
      {
        kind: 'a phone of 41 characters',
        set: { phone: '1'.repeat(41) },
        message: 'validation.phoneMax',
      },
      {
        kind: 'a web page named .pdf',
        set: {
          attachment: file('cv.pdf', 'application/pdf', '<html><script>alert(1)</script></html>'),
        },
        message: 'validation.attachmentType',
      },
      {
        kind: 'a program named .png',
        set: {
          attachment: file(
            'photo.png',
            'image/png',
            Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
          ),
        },
        message: 'validation.attachmentType',
      },
      {
        kind: 'a PNG named .exe',
        set: { attachment: file('setup.exe', 'application/octet-stream', PNG) },
        message: 'validation.attachmentType',
      },
      {
        kind: 'an SVG with a script named .png',
        set: {
          attachment: file(
            'logo.png',
            'image/png',
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
        message: 'validation.attachmentType',
      },
      {
        kind: 'text where the file goes',
        set: { attachment: 'C:\\fakepath\\cv.pdf' },
        message: 'validation.attachmentType',
      },
      {
        kind: 'a file name with a path',
        set: {
          attachment: file('../../../etc/cron.d/x.sh', 'text/plain', '#!/bin/sh\nrm -rf /\n'),
        },
        message: 'validation.attachmentType',
      },
    ],
  },
  {
    name: 'franchise',
    page: '/franchise/apply',
    marker: 'name="territory"',
    action: 'submitFranchiseApplication',
    table: 'leads_franchise',
    valid: (n, language) => ({
      language,
      fullName: guest(n).name,
      email: guest(n).email,
      phone: '313-555-0100',
      territory: 'Detroit metro',
      liquidCapitalUsd: '$150,000',
      netWorthUsd: '$500,000',
      timeline: '6-12m',
    }),
    text: {
      name: 'fullName',
      max: 100,
      required: 'validation.nameRequired',
      tooLong: 'validation.nameMax',
    },
    email: { name: 'email', invalid: 'validation.emailInvalid' },
    own: [
      {
        kind: 'capital NaN',
        set: { liquidCapitalUsd: 'NaN' },
        message: 'validation.amountInvalid',
      },
      {
        kind: 'capital with an exponent',
        set: { liquidCapitalUsd: '1e9' },
        message: 'validation.amountInvalid',
      },
      {
        kind: 'capital of 1e309',
        set: { liquidCapitalUsd: '1e309' },
        message: 'validation.amountInvalid',
      },
      {
        kind: 'capital negative',
        set: { liquidCapitalUsd: '-5000' },
        message: 'validation.amountInvalid',
      },
      {
        kind: 'capital a huge integer',
        set: { netWorthUsd: '99999999999999999999999' },
        message: 'validation.amountTooLarge',
      },
      {
        kind: 'capital Infinity',
        set: { netWorthUsd: 'Infinity' },
        message: 'validation.amountInvalid',
      },
      {
        kind: 'capital in Arabic digits',
        set: { netWorthUsd: '١٥٠٠٠٠' },
        message: 'validation.amountInvalid',
      },
      { kind: 'a timeline not offered', set: { timeline: 'yesterday' } },
      {
        kind: 'territory over its maximum',
        set: { territory: 't'.repeat(201) },
        message: 'validation.territoryMax',
      },
      {
        kind: 'a phone of nine characters',
        set: { phone: '555-01000' },
        message: 'validation.phoneRequired',
      },
    ],
  },
  {
    name: 'catering',
    page: '/catering',
    marker: 'name="eventDate"',
    action: 'submitCateringInquiry',
    table: 'inquiries_catering',
    valid: (n, language) => ({
      language,
      fullName: guest(n).name,
      email: guest(n).email,
      phone: '313-555-0100',
      eventDate: daysFromToday(30),
      guestCount: '40',
      locationSlug: 'canton',
      service: 'delivery',
      budget: '500_1500',
    }),
    text: {
      name: 'fullName',
      max: 100,
      required: 'validation.nameRequired',
      tooLong: 'validation.nameMax',
    },
    email: { name: 'email', invalid: 'validation.emailInvalid' },
    own: [
      {
        kind: 'an event date in the past',
        set: { eventDate: daysFromToday(-2) },
        message: 'validation.eventDatePast',
      },
      {
        kind: 'an event date three years ahead',
        set: { eventDate: daysFromToday(3 * 365) },
        message: 'validation.eventDateTooFar',
      },
      {
        kind: 'a day that does not exist',
        set: { eventDate: '2031-02-30' },
        message: 'validation.eventDateRequired',
      },
      { kind: 'no guests', set: { guestCount: '0' }, message: 'validation.guestCountInvalid' },
      {
        kind: 'a guest count too large',
        set: { guestCount: '5001' },
        message: 'validation.guestCountInvalid',
      },
      {
        kind: 'guests as words',
        set: { guestCount: 'forty' },
        message: 'validation.guestCountInvalid',
      },
      {
        kind: 'a coming-soon location',
        set: { locationSlug: 'bronx' },
        message: 'validation.locationRequired',
      },
      {
        kind: 'a service not offered',
        set: { service: 'butler' },
        message: 'validation.serviceRequired',
      },
      {
        kind: 'a budget not offered',
        set: { budget: 'unlimited' },
        message: 'validation.budgetRequired',
      },
      {
        kind: 'a message over its maximum',
        set: { message: 'm'.repeat(2001) },
        message: 'validation.tooLong',
      },
    ],
  },
  {
    name: 'reservation',
    page: `/reserve?location=canton&date=${daysFromToday(8)}&party=2`,
    marker: 'name="reservationTime"',
    action: 'requestTable',
    table: 'reservations',
    // Each good request its own slot (twenty times a day, over weeks): no slot ever fills up.
    valid: (n, language) => ({
      language,
      locationSlug: 'canton',
      reservationDate: daysFromToday(8 + (Math.floor(n / 20) % 45)),
      reservationTime: `${String(12 + Math.floor((n % 20) / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
      partySize: '2',
      fullName: guest(n).name,
      email: guest(n).email,
      phone: '313-555-0100',
    }),
    text: {
      name: 'fullName',
      max: 100,
      required: 'validation.nameRequired',
      tooLong: 'validation.nameMax',
    },
    email: { name: 'email', invalid: 'validation.emailInvalid' },
    own: [
      {
        kind: 'a day that has passed',
        set: { reservationDate: daysFromToday(-2) },
        message: 'validation.reservationDatePast',
      },
      {
        kind: 'a day too far ahead',
        set: { reservationDate: daysFromToday(90) },
        message: 'validation.reservationTooFar',
      },
      {
        kind: 'a day that does not exist',
        set: { reservationDate: '2031-02-30' },
        message: 'validation.reservationDateRequired',
      },
      {
        kind: 'a time between two slots',
        set: { reservationTime: '19:10' },
        message: 'validation.reservationTimeInvalid',
      },
      {
        kind: 'a time that is no time',
        set: { reservationTime: '25:00' },
        message: 'validation.reservationTimeRequired',
      },
      {
        kind: 'a party larger than the location takes',
        set: { partySize: '9' },
        message: 'validation.partyTooLarge',
      },
      { kind: 'no guests', set: { partySize: '0' }, message: 'validation.partySizeInvalid' },
      {
        kind: 'a coming-soon location',
        set: { locationSlug: 'bronx' },
        message: 'validation.reservationsNotTaken',
      },
      {
        kind: 'a location that does not exist',
        set: { locationSlug: 'atlantis' },
        message: 'validation.locationRequired',
      },
      {
        kind: 'notes over their maximum',
        set: { notes: 'n'.repeat(501) },
        message: 'validation.tooLong',
      },
    ],
  },
  {
    name: 'careers',
    page: '/careers',
    marker: 'name="coverLetter"',
    action: 'submitCareerApplication',
    table: 'careers_applications',
    valid: (n, language) => ({
      language,
      name: guest(n).name,
      email: guest(n).email,
      phone: '313-555-0100',
      position: 'server',
    }),
    text: {
      name: 'name',
      max: 100,
      required: 'validation.nameRequired',
      tooLong: 'validation.nameRequired',
    },
    email: { name: 'email', invalid: 'validation.emailInvalid' },
    own: [
      {
        kind: 'a position not offered',
        set: { position: 'ceo' },
        message: 'validation.positionRequired',
      },
      {
        kind: 'a javascript: résumé link',
        set: { resumeLink: 'javascript:alert(1)' },
        message: 'validation.urlInvalid',
      },
      {
        kind: 'a data: résumé link',
        set: { resumeLink: 'data:text/html,<script>alert(1)</script>' },
        message: 'validation.urlInvalid',
      },
      {
        kind: 'a résumé link over its maximum',
        set: { resumeLink: `https://example.com/${'a'.repeat(2000)}` },
        message: 'validation.urlTooLong',
      },
      {
        kind: 'a cover letter over its maximum',
        set: { coverLetter: 'c'.repeat(2001) },
        message: 'validation.coverLetterMax',
      },
    ],
  },
  {
    name: 'feedback',
    page: '/',
    marker: 'name="rating"',
    action: 'submitFeedback',
    table: 'reviews_feedback',
    valid: (n, language) => ({
      language,
      rating: '2',
      comments: `The bread was cold, visit ${n}.`,
    }),
    text: {
      name: 'comments',
      max: 2000,
      required: 'validation.feedbackRequired',
      tooLong: 'validation.commentsMax',
    },
    email: { name: 'rating', invalid: 'validation.ratingRequired' },
    own: [
      { kind: 'rating 0', set: { rating: '0' }, message: 'validation.ratingRequired' },
      { kind: 'rating 6', set: { rating: '6' }, message: 'validation.ratingRequired' },
      { kind: 'rating NaN', set: { rating: 'NaN' }, message: 'validation.ratingRequired' },
      { kind: 'rating 4.5', set: { rating: '4.5' }, message: 'validation.ratingRequired' },
      {
        kind: 'rating with an exponent',
        set: { rating: '5e0' },
        message: 'validation.ratingRequired',
      },
      {
        kind: 'rating in hexadecimal',
        set: { rating: '0x5' },
        message: 'validation.ratingRequired',
      },
      {
        kind: 'rating a huge integer',
        set: { rating: '99999999999999999999' },
        message: 'validation.ratingRequired',
      },
      {
        kind: 'a low rating without a word',
        set: { rating: '2', comments: '\u200b\u200f ' },
        message: 'validation.feedbackRequired',
      },
    ],
  },
  {
    name: 'newsletter',
    page: '/',
    marker: 'id="newsletter-email"',
    action: 'subscribeToNewsletter',
    table: 'newsletter_subscribers',
    valid: (n, language) => ({ language, email: guest(n).email }),
    text: {
      name: 'email',
      max: 255,
      required: 'validation.signupEmail',
      tooLong: 'validation.emailMax',
    },
    email: { name: 'email', invalid: 'validation.signupEmail' },
    own: [
      {
        kind: 'an address with a space',
        set: { email: 'guest @example.test' },
        message: 'validation.signupEmail',
      },
      {
        kind: 'an address with a line break',
        set: { email: 'guest@example.test\r\nBcc: all@example.test' },
        message: 'validation.signupEmail',
      },
    ],
  },
  {
    name: 'Bronx notify',
    page: '/locations/bronx-coming-soon',
    marker: 'id="notify-bronx-email"',
    action: 'joinBronxNotify',
    table: 'bronx_notify_list',
    valid: (n, language) => ({ language, email: guest(n).email }),
    text: {
      name: 'email',
      max: 255,
      required: 'validation.signupEmail',
      tooLong: 'validation.emailMax',
    },
    email: { name: 'email', invalid: 'validation.signupEmail' },
    own: [
      {
        kind: 'an address without a dot',
        set: { email: 'guest@localhost' },
        message: 'validation.signupEmail',
      },
    ],
  },
];

let guests = 0;

function pagePath(form: PublicForm, locale: Locale): string {
  if (locale === 'en') return form.page;
  return form.page === '/' ? '/ar' : `/ar${form.page}`;
}

/** Posts fields to a form as the page's script or a plain browser would. */
export async function postForm(
  ctx: Context,
  form: PublicForm,
  way: Way,
  fields: Fields,
  options: { contentType?: string; body?: Buffer | string } = {},
) {
  const target = `${ctx.url}${pagePath(form, way.locale)}`;
  let body: Buffer | string;
  let headers: Record<string, string>;
  if (way.script) {
    const encoded = multipartOf([
      ...fields.map(([k, v]): [string, Field] => [`_1_${k}`, v]),
      ['0', JSON.stringify([{ status: 'idle' }, '$K1'])],
    ]);
    body = encoded.body;
    headers = {
      'content-type': encoded.type,
      accept: 'text/x-component',
      'next-action': ctx.actionId(form.action),
    };
  } else {
    const hidden = await ctx.hiddenFields(pagePath(form, way.locale), form.marker);
    // A browser sends each field once: what the case sets stands in for the page's own value.
    const sent = new Set(fields.map(([name]) => name));
    const kept = Object.entries(hidden).filter(([name]) => !sent.has(name));
    const encoded = multipartOf([...kept, ...fields]);
    body = encoded.body;
    headers = { 'content-type': encoded.type };
  }
  if (options.body !== undefined) body = options.body;
  if (options.contentType) headers['content-type'] = options.contentType;
  return request(target, {
    method: 'POST',
    from: ctx.from,
    headers: { ...headers, origin: ctx.url },
    body,
  });
}

/** Multipart with raw bytes where a string field must carry bytes that are not UTF-8. */
function multipartOf(fields: Fields) {
  const encoded = multipart(
    fields.map(([k, v]): [string, string | FilePart] => [
      k,
      Buffer.isBuffer(v) ? { filename: '\u0000raw', type: '', data: v } : v,
    ]),
  );
  // A raw field is a plain field whose bytes are given: drop the file framing the helper added.
  const body = Buffer.from(
    encoded.body
      .toString('latin1')
      .replace(/; filename="\u0000raw"\r\nContent-Type: \r\n/g, '\r\n'),
    'latin1',
  );
  return { body, type: encoded.type };
}

function entries(values: Record<string, Field>): Fields {
  return Object.entries(values);
}

/** Sends a valid submission and checks it was taken (a row more in the form's table). */
async function goodPost(ctx: Context, form: PublicForm, way: Way) {
  const n = 900_000 + guests++;
  const answer = await postForm(ctx, form, way, entries(form.valid(n, way.locale)));
  expect(answer.status, `a good ${form.name} post`).toBe(200);
  if (way.script) {
    expect(actionResult(answer)?.status, answer.body.slice(0, 500)).toBe('success');
  } else {
    expect(visibleHtml(answer.body)).not.toContain('role="alert"');
  }
}

function wayName(form: PublicForm, way: Way): string {
  return `${form.name} · ${way.locale} · ${way.script ? 'JavaScript' : 'no JavaScript'}`;
}

const WAYS: Way[] = [
  { locale: 'en', script: true },
  { locale: 'en', script: false },
  { locale: 'ar', script: true },
  { locale: 'ar', script: false },
];

/** The kinds every form gets, on top of its own. */
function commonKinds(
  form: PublicForm,
): { kind: string; fields: (n: number, l: Locale) => Fields; expect: Outcome }[] {
  const refused = (message?: string): Outcome => ({ refused: true, message });
  const withField = (name: string, value: Field) => (n: number, l: Locale) =>
    entries({ ...form.valid(n, l), [name]: value });
  const { text, email } = form;
  return [
    { kind: 'no fields at all', fields: () => [], expect: refused() },
    {
      kind: 'every field empty',
      fields: (n, l) =>
        Object.keys(form.valid(n, l)).map((k): [string, Field] => [k, k === 'language' ? l : '']),
      expect: refused(),
    },
    {
      kind: `${text.name} only spaces and tabs`,
      fields: withField(text.name, ' \t  \n '),
      expect: refused(text.required),
    },
    {
      kind: `${text.name} only zero-width and direction marks`,
      fields: withField(text.name, '\u200b\u200c\u200d\u200e\u200f\u2066\u2069\ufeff'),
      expect: refused(text.required),
    },
    {
      kind: `${text.name} only combining marks`,
      fields: withField(text.name, '\u0301\u0302\u0303\u064b\u0651'),
      expect: refused(text.required),
    },
    {
      kind: `${text.name} with a NUL`,
      fields: withField(text.name, `Gue\u0000st name here`),
      expect: refused('validation.invalidCharacters'),
    },
    {
      kind: `${text.name} with control characters`,
      fields: withField(text.name, 'Guest\u0007\u001b[31m name'),
      expect: refused('validation.invalidCharacters'),
    },
    {
      kind: `${text.name} bytes that are not UTF-8`,
      fields: withField(text.name, Buffer.from([0x47, 0xed, 0xa0, 0x80, 0xff, 0xfe, 0x47])),
      expect: refused('validation.invalidCharacters'),
    },
    {
      kind: `${text.name} one over its maximum`,
      fields: withField(text.name, 'x'.repeat(text.max + 1)),
      expect: refused(text.tooLong),
    },
    {
      kind: `${text.name} emoji over its maximum`,
      fields: withField(text.name, '👩🏽‍🍳'.repeat(Math.ceil(text.max / 3))),
      expect: refused(text.tooLong),
    },
    {
      kind: `${text.name} a megabyte long`,
      fields: withField(text.name, 'ب'.repeat(512 * 1024)),
      expect: refused(text.tooLong),
    },
    {
      kind: `${email.name} twice`,
      fields: (n, l) => [
        ...entries(form.valid(n, l)),
        [email.name, form.valid(n + 1, l)[email.name]!],
      ],
      expect: refused(),
    },
    {
      kind: `${email.name} malformed`,
      fields: withField(email.name, 'guest@@example..test'),
      expect: refused(email.invalid),
    },
    ...form.own.map((own) => ({
      kind: own.kind,
      fields: (n: number, l: Locale) => entries({ ...form.valid(n, l), ...own.set }),
      expect: refused(own.message),
    })),
  ];
}

export function publicFormCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const form of PUBLIC_FORMS) {
    for (const way of WAYS) {
      const endpoint = wayName(form, way);
      const good = (ctx: Context) => goodPost(ctx, form, way);
      for (const kind of commonKinds(form)) {
        cases.push({
          endpoint,
          kind: kind.kind,
          locale: way.locale,
          expect: kind.expect,
          send: (ctx) => postForm(ctx, form, way, kind.fields(guests++, way.locale)),
          good,
        });
      }
      // Prototype keys and fields no form has are dropped: the submission is taken as it was meant.
      cases.push({
        endpoint,
        kind: 'prototype keys and extra fields',
        locale: way.locale,
        expect: {
          stored: form.table,
          check: (row) => {
            expect(row.created_at).toBeInstanceOf(Date);
            expect(Date.now() - (row.created_at as Date).getTime()).toBeLessThan(60_000);
            // A new row's own first status: never the one posted (a table request waits for staff).
            if ('status' in row && row.status !== undefined)
              expect(['new', 'active', 'pending']).toContain(row.status);
            expect(String(row.id)).not.toBe('00000000-0000-4000-8000-000000000000');
          },
        },
        send: (ctx) =>
          postForm(ctx, form, way, [
            ...entries(form.valid(guests++, way.locale)),
            ['__proto__', '{"polluted":true}'],
            ['constructor', 'x'],
            ['prototype', 'x'],
            ['id', '00000000-0000-4000-8000-000000000000'],
            ['status', 'archived'],
            ['createdAt', '1999-12-31T00:00:00Z'],
            ['created_at', '1999-12-31T00:00:00Z'],
          ]),
        good,
      });
    }
    // The request itself is wrong: how it is framed, not what it says.
    for (const locale of ['en', 'ar'] as const) {
      const way = { locale, script: false };
      const endpoint = `${form.name} · ${locale} · framing`;
      const good = (ctx: Context) => goodPost(ctx, form, way);
      const framing: { kind: string; send: (ctx: Context) => ReturnType<typeof postForm> }[] = [
        {
          kind: 'a body declared far over the limit',
          send: (ctx) =>
            request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: {
                'content-type': 'multipart/form-data; boundary=x',
                'content-length': String(200 * 1024 * 1024),
                origin: ctx.url,
              },
              body: '--x--\r\n',
            }),
        },
        {
          kind: 'a chunked body without a length',
          send: (ctx) =>
            request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: {
                'content-type': 'multipart/form-data; boundary=x',
                'transfer-encoding': 'chunked',
                origin: ctx.url,
              },
              body: '7\r\n--x--\r\n\r\n0\r\n\r\n',
            }),
        },
        {
          kind: 'the action called with JSON carrying a prototype key',
          send: (ctx) =>
            request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: {
                'content-type': 'application/json',
                'next-action': ctx.actionId(form.action),
                accept: 'text/x-component',
                origin: ctx.url,
              },
              body: `[{"status":"idle"},{"__proto__":{"polluted":true,"role":"owner"},"${form.email.name}":"not an address"}]`,
            }),
        },
        {
          kind: 'the action called with arguments of the wrong types',
          send: (ctx) =>
            request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: {
                'content-type': 'text/plain;charset=UTF-8',
                'next-action': ctx.actionId(form.action),
                accept: 'text/x-component',
                origin: ctx.url,
              },
              body: JSON.stringify([
                42,
                { email: ['a', 'b'], fullName: { $gt: '' }, message: 1e308, rating: -1 },
              ]),
            }),
        },
        {
          kind: 'an action id that does not exist',
          send: (ctx) =>
            request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: {
                'content-type': 'text/plain;charset=UTF-8',
                'next-action': 'f'.repeat(42),
                accept: 'text/x-component',
                origin: ctx.url,
              },
              body: '[]',
            }),
        },
        {
          kind: 'multipart whose boundary is not the one declared',
          send: (ctx) =>
            postForm(ctx, form, way, entries(form.valid(guests++, locale)), {
              contentType: 'multipart/form-data; boundary=not-the-boundary',
            }),
        },
        {
          kind: 'multipart cut off in the middle',
          send: async (ctx) => {
            const hidden = await ctx.hiddenFields(pagePath(form, locale), form.marker);
            const whole = multipart({ ...hidden, ...form.valid(guests++, locale) });
            return request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: { 'content-type': whole.type, origin: ctx.url },
              body: whole.body.subarray(0, Math.floor(whole.body.length * 0.6)),
            });
          },
        },
        {
          kind: 'multipart without a boundary',
          send: (ctx) =>
            postForm(ctx, form, way, entries(form.valid(guests++, locale)), {
              contentType: 'multipart/form-data',
            }),
        },
        {
          kind: 'the form as URL-encoded text',
          send: async (ctx) => {
            const hidden = await ctx.hiddenFields(pagePath(form, locale), form.marker);
            return request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.url },
              body: new URLSearchParams({ ...hidden, ...form.valid(guests++, locale) }).toString(),
            });
          },
        },
        {
          kind: 'a made-up action reference',
          send: (ctx) => {
            const forged = multipart([
              ['$ACTION_REF_1', ''],
              ['$ACTION_1:0', JSON.stringify({ id: 'a'.repeat(42), bound: '$@1' })],
              ['$ACTION_1:1', '[]'],
              ['$ACTION_KEY', 'k0'],
              ...entries(form.valid(guests++, locale)).map(([k, v]): [string, string] => [
                k,
                String(v),
              ]),
            ]);
            return request(`${ctx.url}${pagePath(form, locale)}`, {
              method: 'POST',
              from: ctx.from,
              headers: { 'content-type': forged.type, origin: ctx.url },
              body: forged.body,
            });
          },
        },
      ];
      for (const kind of framing) {
        cases.push({
          endpoint,
          kind: kind.kind,
          locale,
          expect: { refused: true },
          send: kind.send,
          good,
        });
      }
    }
  }
  return cases;
}
