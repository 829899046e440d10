import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../tests/setup/db';
import { insertOrder } from '../../tests/setup/ordering';
import { depsFor, type Who } from '../../tests/setup/staff-deps';
import { WEEKDAYS } from '@/lib/enums';
import { nextDate, todayDate } from '@/lib/time-zone';
import { CONSOLE_ACTIONS } from './console-actions';
import { createStaffAccount } from './auth/accounts';
import { createInvitation } from './staff/mutations';
import type { Db } from './db/client';
import {
  auditLog,
  bronxNotifyList,
  campaigns,
  combos,
  contactInquiries,
  emailOutbox,
  guestAccounts,
  locations,
  loyaltyRewards,
  mediaLibrary,
  menuCategories,
  menuItems,
  modifierGroups,
  modifierOptions,
  newsletterSubscribers,
  orders,
  passkey,
  promoCodes,
  session,
  reservations,
} from './db/schema';
import { asCents } from '@/lib/money';

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}`;

async function newCategory(db: Db) {
  const [row] = await db
    .insert(menuCategories)
    .values({ slug: unique('cat'), titleEn: 'Category', titleAr: 'فئة', sort: 900 + serial })
    .returning();
  return row!;
}

async function newItem(db: Db) {
  const category = await newCategory(db);
  const [row] = await db
    .insert(menuItems)
    .values({
      slug: unique('item'),
      categorySlug: category.slug,
      nameEn: 'Item',
      nameAr: 'صنف',
      price: asCents(500),
    })
    .returning();
  return row!;
}

async function newReservation(db: Db, at: Restaurant) {
  const [row] = await db
    .insert(reservations)
    .values({
      fullName: 'Guest',
      email: 'guest@example.com',
      locationSlug: at.slug,
      reservationDate: '2099-01-15',
      reservationTime: '19:00',
      partySize: 2,
      status: 'pending',
      language: 'en',
    })
    .returning();
  return row!.id;
}

/** The restaurant a case acts at, and a second one beside it (for copying between them). */
type Restaurant = { id: string; slug: string; sibling: string };

/** A published location taking table requests every day from 11 AM to 10 PM. */
async function newBookableLocation(db: Db): Promise<{ id: string; slug: string }> {
  const slug = unique('bookable');
  const [row] = await db
    .insert(locations)
    .values({
      slug,
      nameEn: 'Bookable',
      nameAr: 'للحجز',
      published: true,
      reservationsEnabled: true,
      hoursJson: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { opens: '11:00', closes: '22:00' }]),
      ),
    })
    .returning();
  return { id: row!.id, slug };
}

async function newRestaurant(db: Db): Promise<Restaurant> {
  const here = await newBookableLocation(db);
  return { ...here, sibling: await newLocation(db) };
}

/** A location (unpublished): its id. */
async function newLocation(db: Db) {
  const [row] = await db
    .insert(locations)
    .values({ slug: unique('place'), nameEn: 'Place', nameAr: 'مكان' })
    .returning();
  return row!.id;
}

const CAMPAIGN = {
  subjectEn: 'Ramadan nights',
  subjectAr: 'ليالي رمضان',
  bodyEn: 'Iftar from sunset.',
  bodyAr: 'الإفطار من المغرب.',
};

/** A whole campaign (a draft unless told): its id. */
async function newCampaign(db: Db, change: Partial<typeof campaigns.$inferInsert> = {}) {
  const [row] = await db
    .insert(campaigns)
    .values({ ...CAMPAIGN, ...change })
    .returning();
  return row!.id;
}

/** A brand that may mail its list: a headquarters' address, and one confirmed reader. */
async function readyToMail(db: Db, at: Restaurant) {
  await db
    .update(locations)
    .set({ isHeadquarters: true, addressEn: '1 Main St, Dearborn, MI' })
    .where(eq(locations.id, at.id));
  await db.insert(newsletterSubscribers).values({
    email: `${unique('reader')}@example.com`,
    language: 'en',
    confirmedAt: new Date(),
  });
}

/** A pickup order just placed at a restaurant (status received): its id. */
async function newOrder(db: Db, at: Restaurant) {
  return (await insertOrder(db, at.id)).id;
}

async function newInvitation(db: Db) {
  const created = await createInvitation(db, {
    email: `${unique('pending')}@example.com`,
    role: 'manager',
    invitedBy: { userId: 'user-owner', email: 'owner@example.com' },
  });
  return created!.invitation.id;
}

/** A session of someone else (a new account, or `userId`'s). */
async function othersSession(db: Db, userId?: string) {
  const holder =
    userId ??
    (
      await createStaffAccount(db, {
        email: `${unique('session-holder')}@example.com`,
        password: 'secret-1',
        role: 'editor',
      })
    ).id;
  const id = unique('session').replace(/[^A-Za-z0-9_-]/g, '');
  await db.insert(session).values({
    id,
    userId: holder,
    token: unique('token'),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return id;
}

async function othersPasskey(db: Db) {
  const owner = await createStaffAccount(db, {
    email: `${unique('keyholder')}@example.com`,
    password: null,
    role: 'editor',
  });
  const [row] = await db
    .insert(passkey)
    .values({
      id: crypto.randomUUID(),
      userId: owner.id,
      name: 'Phone',
      credentialId: unique('credential'),
      publicKey: 'AQID',
      deviceType: 'multiDevice',
    })
    .returning();
  return row!.id;
}

/**
 * A valid input per command, so that the only reason to refuse is the role. `expect` is what an
 * allowed user gets ('success', or an error key the command gives after the role check).
 */
type Case = {
  /** `at`: the restaurant the command acts at, where it acts at one. */
  input: (db: Db, at: Restaurant) => Promise<unknown>;
  /** The refusal an allowed role still meets (the case's input is refused on its merits). */
  allowed?: string;
  /** A read that changes nothing writes no audit row. */
  audited?: false;
};

const CASES: Record<string, Case> = {
  saveCategoryAction: {
    input: async () => ({ slug: unique('new-cat'), titleEn: 'Soups', titleAr: 'شوربات', sort: 3 }),
  },
  deleteCategoryAction: { input: async (db) => ({ id: (await newCategory(db)).id }) },
  reorderCategoriesAction: {
    input: async (db) => ({
      ids: (await db.select({ id: menuCategories.id }).from(menuCategories)).map((r) => r.id),
    }),
  },
  saveItemAction: {
    input: async (db) => ({
      nameEn: 'Fahsa',
      nameAr: 'فحسة',
      categorySlug: (await newCategory(db)).slug,
      slug: unique('fahsa'),
      price: '12.5',
      status: 'draft',
    }),
  },
  itemStatusAction: { input: async (db) => ({ id: (await newItem(db)).id, status: 'published' }) },
  itemSoldOutAction: { input: async (db) => ({ id: (await newItem(db)).id, soldOut: true }) },
  locationPriceAction: {
    input: async (db, at) => ({
      kind: 'item',
      id: (await newItem(db)).id,
      locationId: at.id,
      price: '14.25',
    }),
  },
  locationOfferedAction: {
    input: async (db, at) => ({
      kind: 'item',
      id: (await newItem(db)).id,
      locationId: at.id,
      offered: false,
    }),
  },
  locationServingAction: {
    input: async (db, at) => ({
      id: (await newItem(db)).id,
      locationId: at.id,
      serveDays: ['sat', 'sun'],
      serveFrom: '08:00',
      serveUntil: '12:00',
    }),
  },
  locationSoldOutAction: {
    input: async (db, at) => ({
      kind: 'item',
      id: (await newItem(db)).id,
      locationId: at.id,
      soldOut: true,
    }),
  },
  copyLocationSettingsAction: {
    input: async (_db, at) => ({ fromId: at.id, toIds: [at.sibling] }),
  },
  deleteItemAction: { input: async (db) => ({ id: (await newItem(db)).id }) },
  // Not an image: an allowed user gets past the role check to the content check.
  uploadPhotoAction: {
    input: async (db) => ({ id: (await newItem(db)).id, photo: new File(['hello'], 'x.png') }),
    allowed: 'admin.errors.photoType',
  },
  removePhotoAction: { input: async (db) => ({ id: (await newItem(db)).id }) },
  saveModifierGroupAction: {
    input: async () => ({ nameEn: 'Bread', nameAr: 'خبز', minSelect: '0', maxSelect: '' }),
  },
  deleteModifierGroupAction: { input: async (db) => ({ id: (await newGroup(db)).id }) },
  saveModifierOptionAction: {
    input: async (db) => ({
      groupId: (await newGroup(db)).id,
      nameEn: 'Extra honey',
      nameAr: 'عسل إضافي',
      priceDelta: '-0.5',
    }),
  },
  deleteModifierOptionAction: {
    input: async (db) => {
      const [option] = await db
        .insert(modifierOptions)
        .values({
          groupId: (await newGroup(db)).id,
          nameEn: 'O',
          nameAr: 'خ',
          priceDelta: asCents(100),
        })
        .returning();
      return { id: option!.id };
    },
  },
  saveComboAction: {
    input: async () => ({ nameEn: 'Family Tray', nameAr: 'صينية العائلة', basePrice: '59.99' }),
  },
  deleteComboAction: {
    input: async (db) => {
      const [combo] = await db
        .insert(combos)
        .values({ nameEn: 'C', nameAr: 'ك', basePrice: asCents(1000) })
        .returning();
      return { id: combo!.id };
    },
  },
  // Not an image: an allowed user gets past the role check to the content check.
  uploadMediaAction: {
    input: async () => ({ file: new File(['hello'], 'notes.png') }),
    allowed: 'admin.media.notImage',
  },
  updateAltTextAction: {
    input: async (db) => ({ id: (await newMedia(db)).id, altText: 'Saltah' }),
  },
  deleteMediaAction: { input: async (db) => ({ id: (await newMedia(db)).id }) },
  saveInstagramUrlAction: {
    input: async (db) => ({
      id: (await newItem(db)).id,
      url: 'https://www.instagram.com/p/abc123/',
    }),
  },
  setRoleAction: {
    input: async (db) => {
      const account = await createStaffAccount(db, {
        email: `${unique('staff')}@example.com`,
        password: 'secret-1',
        role: null,
      });
      return { userId: account.id, role: 'editor' };
    },
  },
  inviteStaffAction: {
    input: async (_db, at) => ({
      email: `${unique('invited')}@example.com`,
      role: 'editor',
      locationIds: at.id,
    }),
  },
  setStaffLocationsAction: {
    input: async (db, at) => {
      const account = await createStaffAccount(db, {
        email: `${unique('franchisee')}@example.com`,
        password: 'secret-1',
        role: 'manager',
      });
      return { userId: account.id, locationIds: [at.id, at.sibling] };
    },
  },
  resendInvitationAction: { input: async (db) => ({ id: await newInvitation(db) }) },
  revokeInvitationAction: { input: async (db) => ({ id: await newInvitation(db) }) },
  deleteSignupAction: {
    input: async (db) => {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email: `${unique('reader')}@example.com`, language: 'ar' })
        .returning();
      return { list: 'newsletter', id: row!.id };
    },
  },
  requestReviewAction: {
    input: async (db, at) => {
      const [row] = await db
        .insert(reservations)
        .values({
          fullName: 'Huda Ali',
          email: 'huda@example.com',
          locationSlug: at.slug,
          reservationDate: '2026-01-15',
          reservationTime: '19:00',
          partySize: 4,
          status: 'seated',
          language: 'ar',
        })
        .returning();
      return { id: row!.id };
    },
  },
  reservationStatusAction: {
    input: async (db, at) => ({ id: await newReservation(db, at), status: 'confirmed' }),
  },
  orderStepAction: {
    input: async (db, at) => ({ id: await newOrder(db, at), to: 'accepted', minutes: 15 }),
  },
  pauseOrderingAction: { input: async (_db, at) => ({ locationSlug: at.slug, minutes: 30 }) },
  // Stripe Connect is not set up in this suite: an owner is told so (connect.test.ts connects).
  connectStripeAction: {
    input: async (_db, at) => ({ locationId: at.id }),
    allowed: 'admin.connect.notSetUp',
  },
  disconnectStripeAction: { input: async (_db, at) => ({ locationId: at.id }) },
  saveCampaignAction: { input: async () => CAMPAIGN },
  deleteCampaignAction: { input: async (db) => ({ id: await newCampaign(db) }) },
  scheduleCampaignAction: {
    input: async (db, at) => {
      await readyToMail(db, at);
      return { id: await newCampaign(db), sendAt: new Date(Date.now() + 86_400_000).toISOString() };
    },
  },
  unscheduleCampaignAction: {
    input: async (db) => ({
      id: await newCampaign(db, { status: 'scheduled', sendAt: new Date(Date.now() + 86_400_000) }),
    }),
  },
  testCampaignAction: {
    input: async (db, at) => {
      await readyToMail(db, at);
      return { id: await newCampaign(db) };
    },
    audited: false,
  },
  previewCampaignAction: {
    input: async (db, at) => {
      await readyToMail(db, at);
      return { id: await newCampaign(db) };
    },
    audited: false,
  },
  loyaltyRulesAction: {
    input: async () => ({ enabled: true, pointsPerDollar: 10, expiryMonths: 12 }),
  },
  autoMessagesAction: {
    input: async () => ({
      thanks: 'on',
      missYou: 'on',
      missYouDays: '45',
      offer: 'percent',
      percentOff: '10',
      offerDays: '30',
    }),
  },
  rewardSaveAction: { input: async () => ({ points: 100, kind: 'amount', amountOff: '5' }) },
  rewardDeleteAction: {
    input: async (db) => {
      const [reward] = await db
        .insert(loyaltyRewards)
        .values({ points: 200, kind: 'amount', amountOff: asCents(1000) })
        .returning();
      return { id: reward!.id };
    },
  },
  pointsAdjustAction: {
    input: async (db) => {
      const email = `${unique('guest')}@example.com`;
      await db.insert(guestAccounts).values({ email });
      return { email, points: 50, reason: 'A meal that came late' };
    },
  },
  guestPointsAction: { input: async () => ({ email: 'nobody@example.com' }), audited: false },
  openingNoticeAction: {
    // An open restaurant, the brand's headquarters (its address in the mail), one confirmed sign-up.
    input: async (db, at) => {
      await db
        .update(locations)
        .set({ isHeadquarters: true, addressEn: '1 Main St, Dearborn, MI' })
        .where(eq(locations.id, at.id));
      await db.insert(bronxNotifyList).values({
        email: `${unique('reader')}@example.com`,
        language: 'en',
        locationSlug: at.slug,
        confirmedAt: new Date(),
      });
      return { locationId: at.id };
    },
  },
  brandFeeAction: { input: async (_db, at) => ({ locationId: at.id, percent: '5' }) },
  refundOrderAction: {
    input: async (db, at) => {
      const order = await insertOrder(db, at.id, {
        paymentMethod: 'card',
        paymentStatus: 'paid',
        paymentIntentId: 'pi_test_matrix',
      });
      return { orderId: order.id, key: crypto.randomUUID(), kind: 'whole', reason: 'Cold food' };
    },
  },
  savePromoCodeAction: {
    input: async () => ({
      code: unique('save').toUpperCase(),
      kind: 'percent',
      percentOff: '10',
      everyLocation: 'on',
      active: 'on',
    }),
  },
  deletePromoCodeAction: {
    input: async (db) => {
      const [code] = await db
        .insert(promoCodes)
        .values({ code: unique('gone').toUpperCase(), kind: 'amount', amountOff: asCents(500) })
        .returning();
      return { id: code!.id };
    },
  },
  declineReservationAction: {
    input: async (db, at) => ({
      id: await newReservation(db, at),
      note: 'We are fully booked that night',
    }),
  },
  editReservationAction: {
    input: async (db, at) => ({
      id: await newReservation(db, at),
      reservationDate: nextDate(todayDate()),
      reservationTime: '18:00',
      partySize: 3,
      override: true,
    }),
  },
  cancelReservationAction: {
    input: async (db, at) => ({ id: await newReservation(db, at), by: 'guest' }),
  },
  addReservationAction: {
    input: async (_db, at) => ({
      locationSlug: at.slug,
      reservationDate: nextDate(todayDate()),
      reservationTime: '18:00',
      partySize: '2',
      fullName: 'Phone Guest',
      phone: '+1 313 555 0100',
      language: 'ar',
    }),
  },
  updateInboxAction: {
    input: async (db, at) => {
      const [row] = await db
        .insert(contactInquiries)
        .values({
          ticketId: unique('SABA-T'),
          fullName: 'Guest',
          email: 'guest@example.com',
          inquiryType: 'general',
          locationSlug: at.slug,
          message: 'Hello',
        })
        .returning();
      return { kind: 'contacts', id: row!.id, status: 'answered', notes: 'Called back' };
    },
  },
  saveSettingsAction: {
    input: async () => ({
      contactEmail: 'hello@example.com',
      phone: '+1 313 555 0100',
      franchiseEmail: 'franchise@example.com',
      'recipients.contact': 'desk@example.com',
      'social.instagram': 'https://www.instagram.com/example',
      schedulingUrl: 'https://calendly.com/example',
    }),
  },
  saveHomeReviewsAction: {
    input: async () => ({
      rating: '4.9',
      ...Object.fromEntries(
        [0, 1, 2].flatMap((i) => [
          [`testimonials.${i}.quoteEn`, 'Wonderful mandi'],
          [`testimonials.${i}.quoteAr`, 'مندي رائع'],
          [`testimonials.${i}.authorEn`, 'Huda A.'],
          [`testimonials.${i}.authorAr`, 'هدى أ.'],
        ]),
      ),
    }),
  },
  // Its own restaurant's details and hours: what staff limited to it may change.
  saveLocationAction: {
    input: async (_db, at) => ({
      id: at.id,
      slug: at.slug,
      nameEn: 'Saba Test',
      nameAr: 'سباء تجربة',
      addressEn: '1 Main St',
      addressAr: '١ الشارع الرئيسي',
      city: 'Dearborn',
      'hours.mon.opens': '09:00',
      'hours.mon.closes': '22:00',
      ...Object.fromEntries(
        ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [`hours.${d}.closed`, 'on']),
      ),
      specialHours: '[]',
    }),
  },
  // Someone else's passkey: every role gets past the role check, then finds nothing of theirs.
  renamePasskeyAction: {
    input: async (db) => ({ id: await othersPasskey(db), name: 'Work laptop' }),
    allowed: 'admin.errors.notFound',
  },
  removePasskeyAction: {
    input: async (db) => ({ id: await othersPasskey(db) }),
    allowed: 'admin.errors.notFound',
  },
  // Nobody here has Google linked: every role gets past the role check, then finds nothing.
  unlinkSignInAction: {
    input: async () => ({ providerId: 'google' }),
    allowed: 'admin.errors.notFound',
  },
  endMySessionAction: {
    input: async (db) => ({ id: await othersSession(db) }),
    allowed: 'admin.errors.notFound',
  },
  endMyOtherSessionsAction: { input: async () => ({}) },
  endStaffSessionsAction: {
    input: async (db) => {
      const account = await createStaffAccount(db, {
        email: `${unique('leaver')}@example.com`,
        password: 'secret-1',
        role: 'editor',
      });
      await othersSession(db, account.id);
      return { userId: account.id };
    },
  },
  saveSecurityPolicyAction: {
    input: async () => ({ requireSecondFactor: '', idleMinutes: '480' }),
  },
  saveRefundPolicyAction: { input: async () => ({ kitchenRefundLimit: '50' }) },
  findVisitorDataAction: {
    input: async () => ({ email: 'nobody-here@example.com' }),
    audited: false,
  },
  eraseVisitorDataAction: {
    input: async () => ({ email: 'nobody-here@example.com' }),
  },
  copyMailLinkAction: {
    input: async (db) => {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          kind: 'staff-invitation',
          toAddresses: ['new.staff@example.com'],
          subject: 'You are invited',
          textBody: 'Open [[secret]]',
          secret: 'https://saba.example/admin/invitation?token=t',
          status: 'failed',
          attempts: 8,
          lastError: '550 No such user',
        })
        .returning();
      return { id: row!.id };
    },
  },
  resendMailAction: {
    input: async (db) => {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          kind: 'test',
          toAddresses: ['guest@example.com'],
          subject: 'A failed message',
          textBody: 'Hello',
          status: 'failed',
          attempts: 5,
          lastError: '550 No such user',
        })
        .returning();
      return { id: row!.id };
    },
  },
  deleteLocationAction: {
    input: async (db) => {
      const [row] = await db
        .insert(locations)
        .values({ slug: unique('gone'), nameEn: 'Gone', nameAr: 'مغلق' })
        .returning();
      return { id: row!.id };
    },
  },
};

async function newMedia(db: Db) {
  const name = unique('photo');
  const [row] = await db
    .insert(mediaLibrary)
    .values({
      filename: `${name}.png`,
      originalFilename: 'photo.png',
      filePath: `/menu-media/menu/${name}.png`,
      mimeType: 'image/png',
      fileSize: 100,
    })
    .returning();
  return row!;
}

async function newGroup(db: Db) {
  const [row] = await db.insert(modifierGroups).values({ nameEn: 'G', nameAr: 'م' }).returning();
  return row!;
}

/** Who is asking, in the columns of the table below. */
const EVERYONE_IN_ORDER: readonly Who[] = [
  'anonymous',
  'no role',
  'editor',
  'manager',
  'owner',
  'kitchen',
];
const Y = 'allowed';
const n = 'refused';
type Verdict = typeof Y | typeof n;

/**
 * The expected answers, written out (not read from lib/admin-areas.ts, which the actions use):
 * each console action's area, then whether anonymous, someone without a role, an editor, a
 * manager, an owner and someone who only runs the kitchen may run it. Editors: the menu, media and
 * their own account; managers: also locations, reservations, pickup orders, the inboxes and lists;
 * owners: also users, settings and visitor data (docs/decisions/0005-admin-roles-and-auth.md); the
 * kitchen: pickup orders and their own account, nothing else.
 */
// prettier-ignore
const EXPECTED: Record<string, [area: string, ...verdicts: Verdict[]]> = {
  //                          area             anon no-role editor manager owner kitchen
  saveCategoryAction:         ['menu',          n, n, Y, Y, Y, n],
  deleteCategoryAction:       ['menu',          n, n, Y, Y, Y, n],
  reorderCategoriesAction:    ['menu',          n, n, Y, Y, Y, n],
  saveItemAction:             ['menu',          n, n, Y, Y, Y, n],
  itemStatusAction:           ['menu',          n, n, Y, Y, Y, n],
  itemSoldOutAction:          ['menu',          n, n, Y, Y, Y, n],
  locationPriceAction:        ['menu',          n, n, Y, Y, Y, n],
  locationOfferedAction:      ['menu',          n, n, Y, Y, Y, n],
  locationSoldOutAction:      ['menu',          n, n, Y, Y, Y, n],
  locationServingAction:      ['menu',          n, n, Y, Y, Y, n],
  copyLocationSettingsAction: ['menu',          n, n, Y, Y, Y, n],
  deleteItemAction:           ['menu',          n, n, Y, Y, Y, n],
  uploadPhotoAction:          ['menu',          n, n, Y, Y, Y, n],
  removePhotoAction:          ['menu',          n, n, Y, Y, Y, n],
  saveModifierGroupAction:    ['menu',          n, n, Y, Y, Y, n],
  deleteModifierGroupAction:  ['menu',          n, n, Y, Y, Y, n],
  saveModifierOptionAction:   ['menu',          n, n, Y, Y, Y, n],
  deleteModifierOptionAction: ['menu',          n, n, Y, Y, Y, n],
  saveComboAction:            ['menu',          n, n, Y, Y, Y, n],
  deleteComboAction:          ['menu',          n, n, Y, Y, Y, n],
  saveInstagramUrlAction:     ['menu',          n, n, Y, Y, Y, n],
  uploadMediaAction:          ['media',         n, n, Y, Y, Y, n],
  updateAltTextAction:        ['media',         n, n, Y, Y, Y, n],
  deleteMediaAction:          ['media',         n, n, Y, Y, Y, n],
  renamePasskeyAction:        ['account',       n, n, Y, Y, Y, Y],
  removePasskeyAction:        ['account',       n, n, Y, Y, Y, Y],
  unlinkSignInAction:         ['account',       n, n, Y, Y, Y, Y],
  endMySessionAction:         ['account',       n, n, Y, Y, Y, Y],
  endMyOtherSessionsAction:   ['account',       n, n, Y, Y, Y, Y],
  saveLocationAction:         ['locations',     n, n, n, Y, Y, n],
  deleteLocationAction:       ['locations',     n, n, n, Y, Y, n],
  requestReviewAction:        ['reservations',  n, n, n, Y, Y, n],
  reservationStatusAction:    ['reservations',  n, n, n, Y, Y, n],
  declineReservationAction:   ['reservations',  n, n, n, Y, Y, n],
  addReservationAction:       ['reservations',  n, n, n, Y, Y, n],
  editReservationAction:      ['reservations',  n, n, n, Y, Y, n],
  cancelReservationAction:    ['reservations',  n, n, n, Y, Y, n],
  orderStepAction:            ['orders',        n, n, n, Y, Y, Y],
  pauseOrderingAction:        ['orders',        n, n, n, Y, Y, Y],
  refundOrderAction:          ['refunds',       n, n, n, Y, Y, n],
  connectStripeAction:        ['settings',      n, n, n, n, Y, n],
  disconnectStripeAction:     ['settings',      n, n, n, n, Y, n],
  brandFeeAction:             ['settings',      n, n, n, n, Y, n],
  openingNoticeAction:        ['settings',      n, n, n, n, Y, n],
  autoMessagesAction:         ['settings',      n, n, n, n, Y, n],
  saveCampaignAction:         ['campaigns',     n, n, n, Y, Y, n],
  deleteCampaignAction:       ['campaigns',     n, n, n, Y, Y, n],
  scheduleCampaignAction:     ['campaigns',     n, n, n, Y, Y, n],
  unscheduleCampaignAction:   ['campaigns',     n, n, n, Y, Y, n],
  testCampaignAction:         ['campaigns',     n, n, n, Y, Y, n],
  previewCampaignAction:      ['campaigns',     n, n, n, Y, Y, n],
  loyaltyRulesAction:         ['loyalty',       n, n, n, n, Y, n],
  rewardSaveAction:           ['loyalty',       n, n, n, n, Y, n],
  rewardDeleteAction:         ['loyalty',       n, n, n, n, Y, n],
  pointsAdjustAction:         ['loyalty',       n, n, n, n, Y, n],
  guestPointsAction:          ['loyalty',       n, n, n, n, Y, n],
  savePromoCodeAction:        ['promotions',    n, n, n, Y, Y, n],
  deletePromoCodeAction:      ['promotions',    n, n, n, Y, Y, n],
  updateInboxAction:          ['inbox',         n, n, n, Y, Y, n],
  deleteSignupAction:         ['lists',         n, n, n, Y, Y, n],
  setRoleAction:              ['users',         n, n, n, n, Y, n],
  setStaffLocationsAction:    ['users',         n, n, n, n, Y, n],
  inviteStaffAction:          ['users',         n, n, n, n, Y, n],
  resendInvitationAction:     ['users',         n, n, n, n, Y, n],
  revokeInvitationAction:     ['users',         n, n, n, n, Y, n],
  endStaffSessionsAction:     ['users',         n, n, n, n, Y, n],
  saveSettingsAction:         ['settings',      n, n, n, n, Y, n],
  saveHomeReviewsAction:      ['settings',      n, n, n, n, Y, n],
  saveSecurityPolicyAction:   ['settings',      n, n, n, n, Y, n],
  saveRefundPolicyAction:     ['settings',      n, n, n, n, Y, n],
  findVisitorDataAction:      ['settings',      n, n, n, n, Y, n],
  eraseVisitorDataAction:     ['settings',      n, n, n, n, Y, n],
  resendMailAction:           ['settings',      n, n, n, n, Y, n],
  copyMailLinkAction:         ['settings',      n, n, n, n, Y, n],
};

/** Staff limited to restaurants: at the case's restaurant ("here") or at another ("elsewhere"). */
const SCOPED_IN_ORDER = [
  ['editor', 'here'],
  ['editor', 'elsewhere'],
  ['manager', 'here'],
  ['manager', 'elsewhere'],
  ['kitchen', 'here'],
  ['kitchen', 'elsewhere'],
] as const;
/** Refused as brand-wide: staff limited to restaurants never do it. */
const B = 'brand-wide';
/** Refused: not one of their restaurants. */
const R = 'not theirs';
type ScopedVerdict = Verdict | typeof B | typeof R;
const SCOPED_ERROR: Record<Exclude<ScopedVerdict, typeof Y>, string> = {
  [n]: 'errors.forbidden',
  [B]: 'admin.errors.brandWide',
  [R]: 'admin.errors.notYourRestaurant',
};

/**
 * The expected answers for editors, managers and kitchen staff limited to restaurants, written
 * out: the role decides first (an editor never books tables); then the brand's own things (categories, dishes,
 * brand prices, media, lists, creating or deleting a restaurant) are refused as brand-wide, and
 * what acts at a restaurant is allowed at theirs and refused at another. Their own account is
 * theirs everywhere.
 */
// prettier-ignore
const SCOPED: Record<string, ScopedVerdict[]> = {
  //                          editor@here, @elsewhere; manager@here, @elsewhere; kitchen@here, @elsewhere
  saveCategoryAction:         [B, B, B, B, n, n],
  deleteCategoryAction:       [B, B, B, B, n, n],
  reorderCategoriesAction:    [B, B, B, B, n, n],
  saveItemAction:             [B, B, B, B, n, n],
  itemStatusAction:           [B, B, B, B, n, n],
  itemSoldOutAction:          [B, B, B, B, n, n],
  locationPriceAction:        [Y, R, Y, R, n, n],
  locationOfferedAction:      [Y, R, Y, R, n, n],
  locationSoldOutAction:      [Y, R, Y, R, n, n],
  locationServingAction:      [Y, R, Y, R, n, n],
  copyLocationSettingsAction: [Y, R, Y, R, n, n],
  deleteItemAction:           [B, B, B, B, n, n],
  uploadPhotoAction:          [B, B, B, B, n, n],
  removePhotoAction:          [B, B, B, B, n, n],
  saveModifierGroupAction:    [B, B, B, B, n, n],
  deleteModifierGroupAction:  [B, B, B, B, n, n],
  saveModifierOptionAction:   [B, B, B, B, n, n],
  deleteModifierOptionAction: [B, B, B, B, n, n],
  saveComboAction:            [B, B, B, B, n, n],
  deleteComboAction:          [B, B, B, B, n, n],
  saveInstagramUrlAction:     [B, B, B, B, n, n],
  uploadMediaAction:          [B, B, B, B, n, n],
  updateAltTextAction:        [B, B, B, B, n, n],
  deleteMediaAction:          [B, B, B, B, n, n],
  renamePasskeyAction:        [Y, Y, Y, Y, Y, Y],
  removePasskeyAction:        [Y, Y, Y, Y, Y, Y],
  unlinkSignInAction:         [Y, Y, Y, Y, Y, Y],
  endMySessionAction:         [Y, Y, Y, Y, Y, Y],
  endMyOtherSessionsAction:   [Y, Y, Y, Y, Y, Y],
  saveLocationAction:         [n, n, Y, R, n, n],
  deleteLocationAction:       [n, n, B, B, n, n],
  requestReviewAction:        [n, n, Y, R, n, n],
  reservationStatusAction:    [n, n, Y, R, n, n],
  declineReservationAction:   [n, n, Y, R, n, n],
  addReservationAction:       [n, n, Y, R, n, n],
  editReservationAction:      [n, n, Y, R, n, n],
  cancelReservationAction:    [n, n, Y, R, n, n],
  orderStepAction:            [n, n, Y, R, Y, R],
  refundOrderAction:          [n, n, Y, R, n, n],
  connectStripeAction:        [n, n, n, n, n, n],
  disconnectStripeAction:     [n, n, n, n, n, n],
  brandFeeAction:             [n, n, n, n, n, n],
  openingNoticeAction:        [n, n, n, n, n, n],
  autoMessagesAction:         [n, n, n, n, n, n],
  saveCampaignAction:         [n, n, B, B, n, n],
  deleteCampaignAction:       [n, n, B, B, n, n],
  scheduleCampaignAction:     [n, n, B, B, n, n],
  unscheduleCampaignAction:   [n, n, B, B, n, n],
  testCampaignAction:         [n, n, B, B, n, n],
  previewCampaignAction:      [n, n, B, B, n, n],
  loyaltyRulesAction:         [n, n, n, n, n, n],
  rewardSaveAction:           [n, n, n, n, n, n],
  rewardDeleteAction:         [n, n, n, n, n, n],
  pointsAdjustAction:         [n, n, n, n, n, n],
  guestPointsAction:          [n, n, n, n, n, n],
  pauseOrderingAction:        [n, n, Y, R, Y, R],
  savePromoCodeAction:        [n, n, B, B, n, n],
  deletePromoCodeAction:      [n, n, B, B, n, n],
  updateInboxAction:          [n, n, Y, R, n, n],
  deleteSignupAction:         [n, n, B, B, n, n],
  setRoleAction:              [n, n, n, n, n, n],
  setStaffLocationsAction:    [n, n, n, n, n, n],
  inviteStaffAction:          [n, n, n, n, n, n],
  resendInvitationAction:     [n, n, n, n, n, n],
  revokeInvitationAction:     [n, n, n, n, n, n],
  endStaffSessionsAction:     [n, n, n, n, n, n],
  saveSettingsAction:         [n, n, n, n, n, n],
  saveHomeReviewsAction:      [n, n, n, n, n, n],
  saveSecurityPolicyAction:   [n, n, n, n, n, n],
  saveRefundPolicyAction:     [n, n, n, n, n, n],
  findVisitorDataAction:      [n, n, n, n, n, n],
  eraseVisitorDataAction:     [n, n, n, n, n, n],
  resendMailAction:           [n, n, n, n, n, n],
  copyMailLinkAction:         [n, n, n, n, n, n],
};

/**
 * Who may refund a paid order by cancelling it, written out: managers and owners any order, at any
 * step before pickup; kitchen accounts only before it is ready and up to the owners' amount ($50
 * by default). Each: the order's step, its total, then manager, owner, kitchen.
 */
// prettier-ignore
const REFUNDS: [status: 'received' | 'accepted' | 'ready', cents: number, ...verdicts: Verdict[]][] = [
  //  step        total (cents)  manager owner kitchen
  ['received',    2000,          Y, Y, Y],
  ['accepted',    5000,          Y, Y, Y],
  ['accepted',    5001,          Y, Y, n],
  ['received',    18000,         Y, Y, n],
  ['ready',       1250,          Y, Y, n],
  ['ready',       18000,         Y, Y, n],
];

describeEachEngine('admin role matrix', (engine) => {
  const database = freshAppDatabase(engine);

  it('has an expected row and a case for every console action, and nothing more', () => {
    const actions = Object.keys(CONSOLE_ACTIONS).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(actions);
    expect(Object.keys(CASES).sort()).toEqual(actions);
  });

  it('every console action belongs to the area the table names', () => {
    const areas = Object.fromEntries(
      Object.entries(CONSOLE_ACTIONS).map(([name, command]) => [name, command.area]),
    );
    expect(areas).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).map(([name, [area]]) => [name, area])),
    );
  });

  for (const [name, [area, ...verdicts]] of Object.entries(EXPECTED)) {
    const command = CONSOLE_ACTIONS[name]!;
    EVERYONE_IN_ORDER.forEach((who, column) => {
      const allowed = verdicts[column] === Y;
      it(`${name} (${area}): ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const testCase = CASES[name]!;
        const input = await testCase.input(database().db, await newRestaurant(database().db));
        const auditBefore = await database().db.$count(auditLog);
        const result = await command(input, depsFor(who));
        const auditAfter = await database().db.$count(auditLog);
        if (!allowed) {
          expect(result).toEqual({
            status: 'error',
            error: who === 'anonymous' ? 'errors.signInRequired' : 'errors.forbidden',
          });
          expect(auditAfter).toBe(auditBefore);
          return;
        }
        if (testCase.allowed) {
          expect(result).toMatchObject({ status: 'error', error: testCase.allowed });
        } else if (testCase.audited === false) {
          expect(result.status).toBe('success');
          expect(auditAfter).toBe(auditBefore);
        } else {
          expect(result.status).toBe('success');
          const [row] = await database()
            .db.select()
            .from(auditLog)
            .where(eq(auditLog.actorUserId, `user-${who}`))
            .orderBy(auditLog.id);
          expect(row).toBeDefined();
          expect(auditAfter).toBe(auditBefore + 1);
        }
      });
    });
  }

  for (const [status, total, ...verdicts] of REFUNDS) {
    (['manager', 'owner', 'kitchen'] as const).forEach((who, column) => {
      const allowed = verdicts[column] === Y;
      it(`refund of a paid order, ${status}, ${total} cents: ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const { db } = database();
        const at = await newRestaurant(db);
        const order = await insertOrder(db, at.id, {
          status,
          paymentMethod: 'card',
          paymentStatus: 'paid',
          total: asCents(total),
        });
        const result = await CONSOLE_ACTIONS.orderStepAction!(
          { id: order.id, to: 'cancelled', reason: 'Out of lamb' },
          depsFor(who),
        );
        const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
        if (allowed) {
          expect(result).toMatchObject({ status: 'success', data: { refund: true } });
          expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
        } else {
          expect(result).toEqual({ status: 'error', error: 'admin.orders.refundNeedsManager' });
          expect(after).toMatchObject({ status, paymentStatus: 'paid' });
        }
      });
    });
  }

  it('has a scoped row for every console action', () => {
    expect(Object.keys(SCOPED).sort()).toEqual(Object.keys(CONSOLE_ACTIONS).sort());
  });

  for (const [name, verdicts] of Object.entries(SCOPED)) {
    const command = CONSOLE_ACTIONS[name]!;
    SCOPED_IN_ORDER.forEach(([role, where], column) => {
      const verdict = verdicts[column]!;
      it(`${name}: ${role} limited to restaurants, ${where}, is ${verdict}`, async () => {
        const { db } = database();
        const at = await newRestaurant(db);
        const scope = where === 'here' ? [at.id, at.sibling] : [await newLocation(db)];
        const testCase = CASES[name]!;
        const input = await testCase.input(db, at);
        const auditBefore = await db.$count(auditLog);
        const result = await command(input, depsFor(role, { locations: scope }));
        const auditAfter = await db.$count(auditLog);
        if (verdict !== Y) {
          expect(result).toEqual({ status: 'error', error: SCOPED_ERROR[verdict] });
          expect(auditAfter).toBe(auditBefore);
        } else if (testCase.allowed) {
          expect(result).toMatchObject({ status: 'error', error: testCase.allowed });
        } else {
          expect(result.status).toBe('success');
          expect(auditAfter).toBe(auditBefore + 1);
        }
      });
    });
  }
});
