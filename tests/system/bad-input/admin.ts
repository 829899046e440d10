import { expect } from 'vitest';
import { multipart } from '../../../scripts/lib/http-client.mts';
import type { BadInputCase, Context } from './harness';
import { actionResult, request } from './harness';

/**
 * The console's server actions, called as its pages' scripts call them (JSON arguments, or a
 * FormData for a photo), signed out, as an editor, and as an owner with input no screen sends.
 */

/** Every console action that takes one argument (its input), and what it needs to be asked. */
const ACTIONS = [
  'updateInboxEntry',
  'deleteSignup',
  'saveLocationEntry',
  'deleteLocationEntry',
  'updateMediaAltText',
  'deleteMediaFile',
  'findVisitorData',
  'eraseVisitorData',
  'requestReservationReview',
  'setReservationStatus',
  'declineReservation',
  'addReservation',
  'saveSettings',
  'setStaffRole',
  'inviteStaff',
  'resendInvitation',
  'revokeInvitation',
  'saveCategoryEntry',
  'deleteCategoryEntry',
  'reorderCategoryEntries',
  'saveMenuItemEntry',
  'setMenuItemStatus',
  'setMenuItemSoldOut',
  'deleteMenuItemEntry',
  'removeMenuItemPhoto',
  'saveModifierGroupEntry',
  'deleteModifierGroupEntry',
  'saveModifierOptionEntry',
  'deleteModifierOptionEntry',
  'saveComboEntry',
  'deleteComboEntry',
  'saveInstagramUrl',
  'setLocationPrice',
  'setLocationOffered',
  'setLocationSoldOut',
  'setLocationServing',
  'copyLocationPrices',
  'setStaffRestaurants',
  'sendOpeningNotice',
  'saveCampaignEntry',
  'deleteCampaignEntry',
  'scheduleCampaign',
  'unscheduleCampaign',
  'sendCampaignTest',
  'previewCampaign',
] as const;

/** Actions an editor may not call (manager or owner only). */
const NOT_FOR_EDITORS = [
  'sendOpeningNotice',
  'saveCampaignEntry',
  'scheduleCampaign',
  'sendCampaignTest',
  'updateInboxEntry',
  'deleteSignup',
  'saveLocationEntry',
  'deleteLocationEntry',
  'eraseVisitorData',
  'requestReservationReview',
  'setReservationStatus',
  'declineReservation',
  'addReservation',
  'saveSettings',
  'setStaffRole',
  'inviteStaff',
  'resendInvitation',
  'revokeInvitation',
  'setStaffRestaurants',
] as const;

const NO_SUCH_ID = '7d0e8f7a-1c3b-4e5d-9f00-000000000000';
const MEGABYTE = 'م'.repeat(512 * 1024);

/** JSON arguments (raw text, so that keys such as __proto__ stay keys) no screen sends. */
const BAD_ARGUMENTS: { kind: string; body: string; message?: string }[] = [
  { kind: 'a number instead of the input', body: '[42]' },
  { kind: 'a string instead of the input', body: '["owner"]' },
  { kind: 'null instead of the input', body: '[null]' },
  { kind: 'a list instead of the input', body: '[[1,2,3]]' },
  { kind: 'no argument at all', body: '[]' },
  {
    kind: 'prototype keys',
    body: '[{"__proto__":{"role":"owner","isAdmin":true},"constructor":{"prototype":{"polluted":true}},"prototype":{}}]',
  },
  {
    kind: 'a NUL in every text',
    body: JSON.stringify([
      {
        id: NO_SUCH_ID,
        slug: 'a\u0000b',
        titleEn: 'x\u0000',
        email: 'a\u0000@b.co',
        url: 'https://x\u0000',
      },
    ]),
    message: 'validation.invalidCharacters',
  },
  {
    kind: 'a lone surrogate',
    body: `[{"id":"${NO_SUCH_ID}","slug":"a\\ud800b","titleEn":"x\\udc00","nameEn":"\\ud83d","email":"a\\ud800@b.co"}]`,
    message: 'validation.invalidCharacters',
  },
  {
    kind: 'a megabyte in every text',
    body: JSON.stringify([
      { id: MEGABYTE, slug: MEGABYTE, titleEn: MEGABYTE, email: MEGABYTE, url: MEGABYTE },
    ]),
  },
  {
    kind: 'ids that are not ids',
    body: JSON.stringify([
      {
        id: "1' OR '1'='1",
        ids: ['../../etc/passwd', '%00'],
        key: '../../../../etc/passwd',
        userId: -1,
      },
    ]),
  },
  {
    kind: 'numbers out of range',
    body: '[{"id":1e309,"sort":-1e309,"price":99999999999999999999999,"minSelect":-1,"maxSelect":1e400,"spiceLevel":3.5}]',
  },
];

function actionPage(ctx: Context, name: string): string {
  return ctx.actionPage(name);
}

/** Calls a console action as its page's script does. */
export function callAction(
  ctx: Context,
  name: string,
  body: string | Buffer,
  options: { as?: 'owner' | 'editor' | null; contentType?: string; cookie?: string } = {},
) {
  const as = options.as === undefined ? 'owner' : options.as;
  const cookie = options.cookie ?? (as ? ctx.cookies[as] : undefined);
  return request(`${ctx.url}${actionPage(ctx, name)}`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': ctx.actionId(name),
      origin: ctx.url,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

let categories = 0;

/** A good console request: an owner adds a menu category. */
async function addCategory(ctx: Context) {
  const n = categories++;
  const answer = await callAction(
    ctx,
    'saveCategoryEntry',
    JSON.stringify([{ slug: `corpus-${n}`, titleEn: `Corpus ${n}`, titleAr: `فئة ${n}`, sort: n }]),
  );
  expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
}

export function adminCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (endpoint: string, kind: string, send: BadInputCase['send'], message?: string) =>
    cases.push({ endpoint, kind, send, expect: { refused: true, message }, good: addCategory });

  for (const name of ACTIONS) {
    const endpoint = `console action ${name}`;
    add(
      endpoint,
      'signed out, a megabyte of input',
      (ctx) =>
        callAction(ctx, name, JSON.stringify([{ id: NO_SUCH_ID, text: MEGABYTE }]), { as: null }),
      'errors.signInRequired',
    );
    for (const bad of BAD_ARGUMENTS) {
      add(endpoint, bad.kind, (ctx) => callAction(ctx, name, bad.body), bad.message);
    }
  }
  for (const name of NOT_FOR_EDITORS) {
    add(
      `console action ${name}`,
      'an editor, for a manager’s or owner’s work',
      (ctx) =>
        callAction(
          ctx,
          name,
          JSON.stringify([{ id: NO_SUCH_ID, email: 'owner@corpus.test', role: 'editor' }]),
          { as: 'editor' },
        ),
      'errors.forbidden',
    );
  }

  // Input of the right shape with one thing wrong, where a screen's own checks would stop it.
  const one = (name: string, kind: string, input: unknown, message?: string) =>
    add(
      `console action ${name}`,
      kind,
      (ctx) => callAction(ctx, name, JSON.stringify([input])),
      message,
    );
  const category = { slug: 'soups', titleEn: 'Soups', titleAr: 'شوربات', sort: 1 };
  one(
    'saveCategoryEntry',
    'a slug with a path',
    { ...category, slug: '../admin' },
    'admin.validation.slugFormat',
  );
  one(
    'saveCategoryEntry',
    'a slug with an encoded slash',
    { ...category, slug: 'a%2Fb' },
    'admin.validation.slugFormat',
  );
  one(
    'saveCategoryEntry',
    'a title of direction marks only',
    { ...category, titleEn: '\u200e\u200f\u2067' },
    'admin.validation.titleEnRequired',
  );
  one(
    'saveCategoryEntry',
    'a title of 201 characters',
    { ...category, titleAr: 'ع'.repeat(201) },
    'admin.validation.tooLong',
  );
  one(
    'saveCategoryEntry',
    'a serving time whose end is before its start',
    { ...category, serveFrom: '11:00', serveUntil: '07:00' },
    'admin.menu.servingOrder',
  );
  one(
    'saveCategoryEntry',
    'a serving time with a start and no end',
    { ...category, serveFrom: '07:00' },
    'admin.menu.servingBoth',
  );
  one('saveCategoryEntry', 'a sort past its range', { ...category, sort: '100001' });
  one('saveCategoryEntry', 'an id of a category that is not there', {
    ...category,
    id: NO_SUCH_ID,
  });
  one('reorderCategoryEntries', '501 ids', { ids: Array.from({ length: 501 }, () => NO_SUCH_ID) });
  one('reorderCategoryEntries', 'ids of categories that are not there', { ids: [NO_SUCH_ID] });
  const item = {
    nameEn: 'Saltah',
    nameAr: 'سلتة',
    categorySlug: 'mains',
    slug: 'saltah-x',
    price: '12.5',
    status: 'draft',
  };
  one(
    'saveMenuItemEntry',
    'a serving time of 25 o’clock',
    { ...item, serveFrom: '25:00', serveUntil: '26:00' },
    'admin.menu.servingTimeInvalid',
  );
  one(
    'saveMenuItemEntry',
    'a price of NaN',
    { ...item, price: 'NaN' },
    'admin.validation.pricePositive',
  );
  one(
    'saveMenuItemEntry',
    'a negative price',
    { ...item, price: '-1' },
    'admin.validation.pricePositive',
  );
  one(
    'saveMenuItemEntry',
    'a price of Infinity',
    { ...item, price: 'Infinity' },
    'admin.validation.pricePositive',
  );
  one('saveMenuItemEntry', 'a price with an exponent past the range', { ...item, price: '1e9' });
  one(
    'saveMenuItemEntry',
    'a spice level of 4',
    { ...item, spiceLevel: '4' },
    'admin.validation.spiceRange',
  );
  one('saveMenuItemEntry', 'a category that is not there', { ...item, categorySlug: 'nope-nope' });
  one('setMenuItemStatus', 'a status not offered', { id: NO_SUCH_ID, status: 'deleted' });
  const location = { slug: 'canton-x', nameEn: 'Canton X', nameAr: 'كانتون' };
  one('saveLocationEntry', 'an impossible special date', {
    ...location,
    specialHours: JSON.stringify([{ date: '2026-02-30', closed: true }]),
  });
  one('saveLocationEntry', 'a special date of year 0', {
    ...location,
    specialHours: JSON.stringify([{ date: '0000-01-01', closed: true }]),
  });
  one('saveLocationEntry', 'special hours that are not JSON', {
    ...location,
    specialHours: '[{"date":',
  });
  one('saveLocationEntry', 'an opening hour of 25:00', {
    ...location,
    'hours.mon.opens': '25:00',
    'hours.mon.closes': '26:00',
  });
  one('saveSettings', 'a notification address that is a list', {
    notificationEmails: 'a@b.co,'.repeat(5000),
  });
  one('saveInstagramUrl', 'a javascript: address', { id: NO_SUCH_ID, url: 'javascript:alert(1)' });
  one('setStaffRole', 'a role that does not exist', { userId: NO_SUCH_ID, role: 'root' });
  one('setStaffRole', 'an owner taking their own role away', {
    email: 'owner@corpus.test',
    role: 'none',
  });
  one('inviteStaff', 'a role that does not exist', { email: 'cook@corpus.test', role: 'root' });
  one(
    'inviteStaff',
    'an address of someone on the staff',
    { email: 'EDITOR@corpus.test', role: 'owner' },
    'admin.invitations.alreadyStaff',
  );
  one(
    'inviteStaff',
    'a zero-width space in the address',
    { email: 'cook\u200b@corpus.test', role: 'editor' },
    'admin.validation.emailInvalid',
  );
  one(
    'revokeInvitation',
    'an invitation that does not exist',
    { id: NO_SUCH_ID },
    'admin.errors.notFound',
  );
  one(
    'resendInvitation',
    'an invitation that does not exist',
    { id: NO_SUCH_ID },
    'admin.errors.notFound',
  );
  // The invitation link's own form (no role needed: the link is the key).
  one(
    'acceptStaffInvitationLink',
    'a token no invitation has',
    { token: 'x'.repeat(32), password: 'long enough password' },
    'admin.invitations.invalid',
  );
  one(
    'acceptStaffInvitationLink',
    'a common password',
    { token: 'x'.repeat(32), password: 'Password1234!' },
    'admin.validation.passwordCommon',
  );
  // Account security's single sign-on links: only a provider, and only one that is linked.
  one('unlinkMySignIn', 'the password instead of a provider', { providerId: 'credential' });
  one(
    'unlinkMySignIn',
    'a provider that is not linked',
    { providerId: 'google' },
    'admin.errors.notFound',
  );
  one('acceptStaffInvitationLink', 'a megabyte token', { token: MEGABYTE, password: 'secret-1' });
  one('acceptStaffInvitationLink', 'no token', { password: 'secret-1' });
  one('acceptStaffInvitationLink', 'a password of 129 characters', {
    token: 'x'.repeat(32),
    password: 'p'.repeat(129),
  });
  one('updateInboxEntry', 'a kind that does not exist', {
    kind: 'passwords',
    id: NO_SUCH_ID,
    status: 'new',
  });
  one('updateInboxEntry', 'a status of another kind', {
    kind: 'careers',
    id: NO_SUCH_ID,
    status: 'signed',
  });
  one('eraseVisitorData', 'an address of 300 characters', {
    email: `${'a'.repeat(290)}@corpus.test`,
  });
  one('findVisitorData', 'not an address', { email: 'DROP TABLE contact_inquiries;--' });
  const phoneBooking = {
    locationSlug: 'canton',
    reservationDate: '2020-01-01',
    reservationTime: '19:00',
    partySize: '2',
    fullName: 'Caller',
    phone: '+1 313 555 0100',
  };
  one('addReservation', 'a day that has passed', phoneBooking, 'validation.reservationDatePast');
  one(
    'addReservation',
    'a coming-soon location',
    { ...phoneBooking, locationSlug: 'bronx' },
    'validation.reservationsNotTaken',
  );
  one(
    'declineReservation',
    'a decline without a note',
    { id: NO_SUCH_ID, note: '   ' },
    'admin.reservations.noteRequired',
  );
  one('setReservationStatus', 'a status staff do not set', { id: NO_SUCH_ID, status: 'pending' });
  one('setMenuItemSoldOut', 'sold out as a word', { id: NO_SUCH_ID, soldOut: 'yes' });
  one(
    'saveComboEntry',
    'a dish a hundred times',
    {
      nameEn: 'Tray',
      nameAr: 'صينية',
      basePrice: '10',
      quantities: { [NO_SUCH_ID]: '100' },
    },
    'admin.combos.quantityInvalid',
  );

  // One restaurant's own price, availability and sold out (issue 28).
  const idOf = async (ctx: Context, table: string, slug: string) => {
    const { rows } = await ctx.db.query<{ id: string }>(`select id from ${table} where slug = $1`, [
      slug,
    ]);
    return rows[0]!.id;
  };

  const atCanton = (
    name: string,
    kind: string,
    change: Record<string, unknown>,
    message?: string,
    target: { dish?: string; location?: string } = {},
  ) =>
    add(
      `console action ${name}`,
      kind,
      async (ctx) => {
        const input = {
          kind: 'item',
          id: target.dish ?? (await idOf(ctx, 'menu_items', 'lamb-mandi')),
          locationId: target.location ?? (await idOf(ctx, 'locations', 'canton')),
          ...change,
        };
        return callAction(ctx, name, JSON.stringify([input]));
      },
      message,
    );
  const priceCases: [string, unknown, string][] = [
    ['a negative price', '-1', 'admin.validation.pricePositive'],
    ['a price with three decimals', '12.505', 'admin.validation.priceDecimals'],
    ['a price over 10,000', '10000.01', 'admin.validation.priceTooHigh'],
    ['a price that is not a number', 'twelve', 'admin.validation.priceNotNumber'],
    ['a price of NaN', 'NaN', 'admin.validation.priceNotNumber'],
    ['a price of Infinity', 'Infinity', 'admin.validation.priceNotNumber'],
    ['a price as a list', ['12'], 'admin.validation.priceNotNumber'],
  ];
  for (const [kind, price, message] of priceCases) {
    atCanton('setLocationPrice', kind, { price }, message);
  }
  atCanton(
    'setLocationPrice',
    'a dish that is not there',
    { price: '14' },
    'admin.errors.notFound',
    {
      dish: NO_SUCH_ID,
    },
  );
  atCanton(
    'setLocationPrice',
    'a restaurant that is not there',
    { price: '14' },
    'admin.errors.notFound',
    { location: NO_SUCH_ID },
  );
  atCanton('setLocationPrice', 'a kind that is not on the menu', { kind: 'user', price: '14' });
  atCanton('setLocationOffered', 'offered as a word', { offered: 'perhaps' });
  atCanton('setLocationSoldOut', 'a restaurant that is not there', { soldOut: true }, undefined, {
    location: NO_SUCH_ID,
  });
  // A restaurant's own hours for a dish: a window whose end is before its start, half a window,
  // a day that is not one.
  atCanton(
    'setLocationServing',
    'hours that end before they start',
    { serveFrom: '14:00', serveUntil: '10:00' },
    'admin.menu.servingOrder',
  );
  atCanton(
    'setLocationServing',
    'a start without an end',
    { serveFrom: '10:00' },
    'admin.menu.servingBoth',
  );
  atCanton('setLocationServing', 'a day that is not one', { serveDays: ['someday'] });
  one('copyLocationPrices', 'to restaurants that are not there', {
    fromId: NO_SUCH_ID,
    toIds: [NO_SUCH_ID],
  });
  one('copyLocationPrices', 'to 101 restaurants', {
    fromId: NO_SUCH_ID,
    toIds: Array.from({ length: 101 }, () => crypto.randomUUID()),
  });
  one(
    'setStaffRestaurants',
    'a restaurant that is not there',
    { userId: NO_SUCH_ID, locationIds: [NO_SUCH_ID] },
    'admin.errors.notFound',
  );
  one('saveLocationEntry', 'a time zone that is not an IANA name', {
    ...location,
    timezone: 'Pacific Time',
  });

  // The photo upload takes a FormData: files that are not what their names say.
  const photo = (
    kind: string,
    filename: string,
    type: string,
    data: Buffer | string,
    message?: string,
  ) =>
    add(
      'console action uploadMenuItemPhoto',
      kind,
      (ctx) => {
        const form = multipart([
          ['_1_id', NO_SUCH_ID],
          ['_1_photo', { filename, type, data: Buffer.isBuffer(data) ? data : Buffer.from(data) }],
          ['0', '["$K1"]'],
        ]);
        return callAction(ctx, 'uploadMenuItemPhoto', form.body, { contentType: form.type });
      },
      message,
    );
  photo(
    'a web page named .jpg',
    'dish.jpg',
    'image/jpeg',
    '<html><script>alert(1)</script></html>',
  );
  photo(
    'a program named .png',
    'dish.png',
    'image/png',
    Buffer.from('7f454c46020101000000', 'hex'),
  );
  photo(
    'an SVG named .webp',
    'dish.webp',
    'image/webp',
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  photo('an empty file', 'dish.jpg', 'image/jpeg', Buffer.alloc(0));
  photo(
    'a PNG header and nothing else',
    'dish.png',
    'image/png',
    Buffer.from('89504e470d0a1a0a', 'hex'),
  );
  photo('a file name with a path', '../../dish.png', 'image/png', Buffer.from('not a png'));
  photo(
    'a file name with NUL and a path',
    'dish\u0000../../x.png',
    'image/png',
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  );

  return cases;
}
