import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { inboxFilterSchema } from '@/features/visitor-forms/schemas/inbox';
import { getDashboardCounts } from '@/server/dashboard/queries';
import {
  contactInquiries,
  inquiriesCatering,
  leadsFranchise,
  reviewsFeedback,
} from '@/server/db/schema';
import { updateInboxAction } from './inbox-actions';
import { listInbox } from './queries';
import { wholeBrand } from '../../../../tests/setup/viewer-scope';

const manager = depsFor('manager');

describeEachEngine('staff inboxes', (engine) => {
  const database = freshAppDatabase(engine);

  it('filters by the business day in Detroit, type and status; newest first', async () => {
    const inquiry = (ticketId: string, createdAt: string, inquiryType: 'general' | 'catering') => ({
      ticketId,
      fullName: ticketId,
      email: 'guest@example.com',
      inquiryType,
      locationSlug: 'canton',
      message: 'Hello',
      createdAt: new Date(createdAt),
    });
    await database()
      .db.insert(contactInquiries)
      .values([
        // 11:30 pm on Nov 21 in Detroit, already Nov 22 in UTC.
        inquiry('T-LATE', '2026-11-22T04:30:00Z', 'general'),
        inquiry('T-MORNING', '2026-11-22T14:00:00Z', 'catering'),
        inquiry('T-NEXT', '2026-11-23T15:00:00Z', 'general'),
      ]);
    const list = (query: Record<string, string>) =>
      wholeBrand(database().db)
        .then((scope) =>
          listInbox(database().db, 'contacts', inboxFilterSchema.parse(query), scope),
        )
        .then((r) => r.rows.map((row) => row.reference));
    expect(await list({})).toEqual(['T-NEXT', 'T-MORNING', 'T-LATE']);
    expect(await list({ sort: 'oldest' })).toEqual(['T-LATE', 'T-MORNING', 'T-NEXT']);
    expect(await list({ from: '2026-11-22', to: '2026-11-22' })).toEqual(['T-MORNING']);
    expect(await list({ to: '2026-11-21' })).toEqual(['T-LATE']);
    expect(await list({ type: 'general' })).toEqual(['T-NEXT', 'T-LATE']);
    expect(await list({ type: 'no-such-type' })).toHaveLength(3);
    expect(await list({ q: 't-morn' })).toEqual(['T-MORNING']);
    expect(await list({ status: 'answered' })).toEqual([]);
  });

  it('addressing a low rating and moving a lead on lower the dashboard counts; notes are kept', async () => {
    const [review] = await database()
      .db.insert(reviewsFeedback)
      .values({ locationSlug: 'canton', rating: 2, comments: 'Slow service' })
      .returning();
    const [lead] = await database()
      .db.insert(leadsFranchise)
      .values({
        fullName: 'Lead',
        email: 'lead@example.com',
        phone: '1',
        territory: 'Ohio',
        liquidCapitalUsd: 100_000,
        netWorthUsd: 200_000,
      })
      .returning();
    const before = await getDashboardCounts(
      database().db,
      new Date(),
      await wholeBrand(database().db),
    );

    const addressed = await updateInboxAction(
      { kind: 'reviews', id: review!.id, status: 'addressed', notes: 'Called the guest' },
      manager,
    );
    expect(addressed.status).toBe('success');
    const moved = await updateInboxAction(
      { kind: 'franchise', id: lead!.id, status: 'qualified', notes: 'Strong operator' },
      manager,
    );
    expect(moved.status).toBe('success');
    const stillOpen = await getDashboardCounts(
      database().db,
      new Date(),
      await wholeBrand(database().db),
    );
    expect(stillOpen.reviewsNeedingResponse).toBe(before.reviewsNeedingResponse - 1);
    expect(stillOpen.openLeads).toBe(before.openLeads);

    // A move on the board sends no note: the note stays.
    await updateInboxAction({ kind: 'franchise', id: lead!.id, status: 'fdd_review' }, manager);
    const after = await getDashboardCounts(
      database().db,
      new Date(),
      await wholeBrand(database().db),
    );
    expect(after.openLeads).toBe(before.openLeads - 1);
    const leads = await listInbox(
      database().db,
      'franchise',
      inboxFilterSchema.parse({}),
      await wholeBrand(database().db),
    );
    const row = leads.rows.find((r) => r.id === lead!.id)!;
    expect(row).toMatchObject({ status: 'fdd_review', notes: 'Strong operator', flagged: true });
    const reviews = await listInbox(
      database().db,
      'reviews',
      inboxFilterSchema.parse({}),
      await wholeBrand(database().db),
    );
    expect(reviews.rows.find((r) => r.id === review!.id)).toMatchObject({
      status: 'addressed',
      notes: 'Called the guest',
      flagged: false,
      addressed: { by: 'manager@example.com' },
    });
  });

  it('the catering figure counts inquiries still new, whenever they came; today counts today', async () => {
    const db = database().db;
    const before = await getDashboardCounts(db, new Date(), await wholeBrand(db));
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000);
    const [old, fresh] = await db
      .insert(inquiriesCatering)
      .values([
        { fullName: 'Old', email: 'old@example.com', createdAt: lastWeek },
        { fullName: 'Fresh', email: 'fresh@example.com' },
      ])
      .returning();
    const both = await getDashboardCounts(db, new Date(), await wholeBrand(db));
    expect(both.cateringNew).toBe(before.cateringNew + 2);
    expect(both.cateringToday).toBe(before.cateringToday + 1);

    const answered = await updateInboxAction(
      { kind: 'catering', id: old!.id, status: 'answered' },
      manager,
    );
    expect(answered.status).toBe('success');
    const after = await getDashboardCounts(db, new Date(), await wholeBrand(db));
    expect(after.cateringNew).toBe(before.cateringNew + 1);
    expect(after.cateringToday).toBe(before.cateringToday + 1);
    expect(fresh!.status).toBe('new');
  });

  it("refuses a status that is not the kind's", async () => {
    const [lead] = await database()
      .db.insert(leadsFranchise)
      .values({
        fullName: 'Other',
        email: 'o@example.com',
        phone: '1',
        territory: 'Ohio',
        liquidCapitalUsd: 1,
        netWorthUsd: 1,
      })
      .returning();
    const result = await updateInboxAction(
      { kind: 'franchise', id: lead!.id, status: 'answered' },
      manager,
    );
    expect(result).toMatchObject({
      status: 'error',
      fieldErrors: { status: 'admin.inbox.statusRequired' },
    });
  });
});
