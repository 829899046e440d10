import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { countingDay, countOne, takeCounts } from '@/http/analytics-counter.mts';
import type { ActionDeps } from '../action';
import { analyticsDaily } from '../db/schema';
import { bronxNotifyAction, newsletterAction } from '../../features/visitor-forms/server/actions';
import { countReportedEvent } from './events';
import { writeCounts } from './mutations';
import { periodStart, readAnalyticsRows, readConversions } from './queries';

const LOCATIONS = async () => ['dearborn', 'canton'];
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';
const visitor = (address: string, headers: Record<string, string> = {}) => ({
  address,
  headers: { 'user-agent': BROWSER, ...headers },
});
const report = (event: string, location: string, language = 'ar') =>
  JSON.stringify({ event, location, language });

beforeEach(() => void takeCounts());

it("counts a reported click by kind, location and language, and nothing of the visitor's", async () => {
  const answer = await countReportedEvent(
    report('order_click', 'canton'),
    visitor('198.51.100.1'),
    LOCATIONS,
  );
  expect(answer).toBe('counted');
  const { rows } = takeCounts();
  expect(rows).toEqual([
    {
      day: countingDay(),
      kind: 'order_click',
      page: '',
      locationSlug: 'canton',
      language: 'ar',
      count: 1,
    },
  ]);
  expect(JSON.stringify(rows)).not.toContain('198.51.100.1');
});

it('counts a click on to the public review site, per location, like the other clicks', async () => {
  expect(
    await countReportedEvent(report('review_click', 'canton'), visitor('198.51.100.2'), LOCATIONS),
  ).toBe('counted');
  expect(takeCounts().rows).toEqual([
    {
      day: countingDay(),
      kind: 'review_click',
      page: '',
      locationSlug: 'canton',
      language: 'ar',
      count: 1,
    },
  ]);
});

it('refuses what is not a click of a shown location: unknown event or place, junk, too long', async () => {
  const refused = [
    report('purchase', 'canton'),
    report('order_click', 'made-up-town'),
    report('order_click', '../etc'),
    '{not json',
    JSON.stringify({ event: 'call_click', location: 'canton', pad: 'x'.repeat(600) }),
  ];
  for (const body of refused) {
    expect(await countReportedEvent(body, visitor('198.51.100.2'), LOCATIONS)).toBe('refused');
  }
  expect(takeCounts().rows).toEqual([]);
});

it('refuses page views: the server counts each page as it sends it', async () => {
  const page = JSON.stringify({ event: 'page_view', page: '/menu', language: 'en' });
  expect(await countReportedEvent(page, visitor('198.51.100.6'), LOCATIONS)).toBe('refused');
  expect(takeCounts().rows).toEqual([]);
});

it('honours Do Not Track and Global Privacy Control, and ignores crawlers and headless tools', async () => {
  const cases: Record<string, string>[] = [
    { dnt: '1' },
    { 'sec-gpc': '1' },
    { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    { 'user-agent': 'Mozilla/5.0 HeadlessChrome/142.0' },
    { 'user-agent': '' },
  ];
  for (const headers of cases) {
    const answer = await countReportedEvent(
      report('call_click', 'dearborn'),
      visitor('198.51.100.3', headers),
      LOCATIONS,
    );
    expect(answer).toBe('not tracked');
  }
  expect(takeCounts().rows).toEqual([]);
});

it('counts at most sixty reports a minute from one address: a script cannot inflate the figures', async () => {
  const now = Date.UTC(2026, 10, 25, 15, 0, 10);
  const answers = [];
  for (let i = 0; i < 70; i++) {
    answers.push(
      await countReportedEvent(
        report('call_click', 'dearborn'),
        visitor('198.51.100.4'),
        LOCATIONS,
        now,
      ),
    );
  }
  expect(answers.filter((a) => a === 'counted')).toHaveLength(60);
  // Another address is not held back, and the next minute counts again.
  expect(
    await countReportedEvent(
      report('call_click', 'dearborn'),
      visitor('198.51.100.5'),
      LOCATIONS,
      now,
    ),
  ).toBe('counted');
  expect(
    await countReportedEvent(
      report('call_click', 'dearborn'),
      visitor('198.51.100.4'),
      LOCATIONS,
      now + 60_000,
    ),
  ).toBe('counted');
  expect(takeCounts().rows.reduce((sum, row) => sum + row.count, 0)).toBe(62);
});

function visitorDeps(headers: { notTracked?: boolean } = {}): ActionDeps {
  return {
    meta: async () => ({
      ip: '203.0.113.40',
      userAgent: 'Mozilla/5.0',
      referrer: null,
      actor: null,
      ...headers,
    }),
    invalidate: () => {},
  };
}

describeEachEngine('conversion counts in the database', (engine) => {
  const db = freshAppDatabase(engine);

  it('adds what each write brings to the same rows (several instances share them)', async () => {
    const day = countingDay();
    const view = {
      day,
      kind: 'page_view' as const,
      page: '/menu',
      locationSlug: '',
      language: 'en',
    };
    countOne(view);
    countOne(view);
    countOne({ ...view, kind: 'call_click', page: '', locationSlug: 'dearborn' });
    expect(await writeCounts(db().db)).toBe(2);
    // A second process's counts, written later.
    countOne(view);
    await writeCounts(db().db);

    const conversions = await readConversions(db().db, day, 7);
    expect(conversions.pages).toEqual([{ page: '/menu', language: 'en', count: 3 }]);
    expect(conversions.events).toEqual([
      { day, kind: 'call_click', locationSlug: 'dearborn', count: 1 },
    ]);
    expect(conversions.days).toHaveLength(7);
    expect(conversions.from).toBe(periodStart(day, 7));
  });

  it('counts a stored form submission per form and location, unless the visitor asked not to be', async () => {
    const form = (email: string) => {
      const data = new FormData();
      data.set('email', email);
      data.set('language', 'ar');
      return data;
    };
    expect((await bronxNotifyAction(form('a@example.com'), visitorDeps())).status).toBe('success');
    expect((await newsletterAction(form('b@example.com'), visitorDeps())).status).toBe('success');
    expect(
      (await newsletterAction(form('c@example.com'), visitorDeps({ notTracked: true }))).status,
    ).toBe('success');
    // Refused input is not a submission.
    expect((await newsletterAction(form('not-an-address'), visitorDeps())).status).toBe('error');
    await writeCounts(db().db);

    const rows = (await db().db.select().from(analyticsDaily)).filter(
      (row) => row.kind === 'form_submit',
    );
    expect(
      rows.map(({ page, locationSlug, language, count }) => ({
        page,
        locationSlug,
        language,
        count,
      })),
    ).toEqual(
      expect.arrayContaining([
        { page: 'opening-notice', locationSlug: 'bronx', language: 'ar', count: 1 },
        { page: 'newsletter', locationSlug: '', language: 'ar', count: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('keeps the counts for the next write when the database cannot take them', async () => {
    const day = countingDay();
    countOne({ day, kind: 'order_click', page: '', locationSlug: 'canton', language: 'en' });
    const closed = await engine.create();
    await closed.dispose();
    await expect(writeCounts(closed.db)).rejects.toThrow();
    // Nothing lost: the next write, to a database that answers, brings them.
    expect(await writeCounts(db().db)).toBe(1);
    const rows = await readAnalyticsRows(db().db, day, 7);
    expect(rows.find((row) => row.kind === 'order_click')).toMatchObject({
      locationSlug: 'canton',
      count: 1,
    });
  });
});

it('a period runs back from today, today included, across months', () => {
  expect(periodStart('2026-03-02', 7)).toBe('2026-02-24');
  expect(periodStart('2026-11-25', 30)).toBe('2026-10-27');
});
