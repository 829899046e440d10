import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestCheckout, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { appLink } from '@/http/app-link.mts';
import { endLiveStreams } from '@/http/shutdown.mts';
import { orderStepAction, placePickupOrderAction } from './actions';
import { eq } from 'drizzle-orm';
import { createStaffAccount } from '@/server/auth/accounts';
import { sessionStanding } from '@/server/auth/standing';
import { session, userRoles } from '@/server/db/schema';
import { cursorOf, kitchenStream } from './kitchen-stream';
import { countNewOrders } from './kitchen';
import { wholeBrand } from '../../../../tests/setup/viewer-scope';

/*
 * The kitchen screen's live feed, read as a browser reads it: an order placed while the screen
 * watches arrives as an event (woken by the signal, well before the next periodic look); a step
 * arrives as the same order changed; nothing comes twice; a screen that reconnects from the last
 * event's id gets what changed meanwhile; the stream ends when the server stops.
 */

type Event = { id: string; numbers: number[]; statuses: string[] };

/** A viewer who may always see the orders (the route's checks are tested below). */
const ALLOWED = { stillAllowed: async () => true };

describeEachEngine('the kitchen’s live feed', (engine) => {
  let db: TestDatabase;
  let restaurantId: string;
  let serial = 0;

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    restaurantId = (await addAllDayRestaurant(db.db)).id;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const place = async () => {
    const placed = await placePickupOrderAction(
      guestCheckout(`stream-${engine.label}-${++serial}-key`, { language: 'en' }),
      depsFor('anonymous'),
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    return placed.data.number;
  };

  /** A read still waiting when the last call gave up: the next call takes its chunk. */
  const waiting = new Map<object, Promise<ReadableStreamReadResult<Uint8Array>>>();

  /** Reads events from a stream until `count` have come or `ms` pass. */
  async function read(reader: ReadableStreamDefaultReader<Uint8Array>, count: number, ms: number) {
    const events: Event[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    const deadline = Date.now() + ms;
    while (events.length < count && Date.now() < deadline) {
      const next = waiting.get(reader) ?? reader.read();
      waiting.set(reader, next);
      const chunk = await Promise.race([
        next,
        new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
      ]);
      if (!chunk) break;
      waiting.delete(reader);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value);
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (!data || !id) continue;
        const orders = JSON.parse(data) as { number: number; status: string }[];
        events.push({
          id,
          numbers: orders.map((o) => o.number),
          statuses: orders.map((o) => o.status),
        });
      }
    }
    return events;
  }

  it('sends an order as it is placed and as it moves, once each; a reconnect catches up', async () => {
    const abort = new AbortController();
    const reader = kitchenStream(
      db.db,
      [restaurantId],
      new Date(),
      abort.signal,
      ALLOWED,
    ).getReader();
    expect(await read(reader, 1, 300)).toEqual([]);

    const first = await place();
    // Woken by the signal: well within the periodic look (5 s).
    const [arrived] = await read(reader, 1, 1_500);
    expect(arrived).toMatchObject({ numbers: [first], statuses: ['received'] });

    const [{ id: orderId } = { id: '' }] = await db.db.query.orders.findMany({
      where: (o, { eq }) => eq(o.number, first),
    });
    await orderStepAction({ id: orderId, to: 'accepted', minutes: 10 }, depsFor('manager'));
    const [moved] = await read(reader, 1, 1_500);
    expect(moved).toMatchObject({ numbers: [first], statuses: ['accepted'] });
    // Nothing more: the same change is not sent again.
    expect(await read(reader, 1, 600)).toEqual([]);

    // The screen drops; an order is placed meanwhile; it reconnects from the last event's id.
    abort.abort();
    const missed = await place();
    const again = kitchenStream(
      db.db,
      [restaurantId],
      cursorOf(moved!.id, null),
      new AbortController().signal,
      ALLOWED,
    ).getReader();
    const caughtUp = await read(again, 1, 1_500);
    expect(caughtUp.flatMap((e) => e.numbers)).toContain(missed);
    expect(caughtUp.flatMap((e) => e.numbers).filter((n) => n === missed)).toHaveLength(1);

    // The server stops: the open stream ends (its screen reconnects to another instance).
    expect(appLink().liveStreams.size).toBeGreaterThan(0);
    endLiveStreams();
    const rest = waiting.get(again) ?? again.read();
    expect((await rest).done).toBe(true);
  });

  it("says how many new orders wait, at its opening and with each change, for the console's menu", async () => {
    const counted = async () =>
      (await db.db.query.orders.findMany({ where: (o, { eq }) => eq(o.status, 'received') }))
        .length;
    const abort = new AbortController();
    const scope = await wholeBrand(db.db);
    const reader = kitchenStream(db.db, [restaurantId], new Date(), abort.signal, {
      ...ALLOWED,
      waiting: async () => (await countNewOrders(db.db, scope)).waiting,
    }).getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads until a `waiting` event that says `n` has come, or a second passes. */
    const waitingSays = async (n: number) => {
      const deadline = Date.now() + 1_500;
      while (!text.includes(`event: waiting\ndata: ${n}\n\n`) && Date.now() < deadline) {
        const next = waiting.get(reader) ?? reader.read();
        waiting.set(reader, next);
        const chunk = await Promise.race([
          next,
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ]);
        if (!chunk || chunk.done) break;
        waiting.delete(reader);
        text += decoder.decode(chunk.value);
      }
      return text.includes(`event: waiting\ndata: ${n}\n\n`);
    };
    expect(await waitingSays(await counted())).toBe(true);
    await place();
    expect(await waitingSays(await counted())).toBe(true);
    abort.abort();
  });

  it('sends every change of a busy minute, more than one page of them, each once', async () => {
    const from = new Date();
    const numbers: number[] = [];
    for (let n = 0; n < 260; n++) {
      numbers.push((await insertOrder(db.db, restaurantId)).number);
    }
    const reader = kitchenStream(
      db.db,
      [restaurantId],
      from,
      new AbortController().signal,
      ALLOWED,
    ).getReader();
    const events = await read(reader, 10, 3_000);
    const sent = events.flatMap((event) => event.numbers);
    expect(sent.filter((n) => numbers.includes(n)).sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(sent).size).toBe(sent.length);
    endLiveStreams();
  });

  it('reads a screen’s last change from Last-Event-ID, else `since`, else now; never more than 12 hours back', () => {
    const now = Date.parse('2031-03-04T12:00:00.000Z');
    expect(cursorOf('2031-03-04T10:07:00.000Z', '2031-03-04T09:00:00Z', now).toISOString()).toBe(
      '2031-03-04T10:07:00.000Z',
    );
    expect(cursorOf(null, '2031-03-04T01:30:00.000Z', now).toISOString()).toBe(
      '2031-03-04T01:30:00.000Z',
    );
    expect(cursorOf('not a time', 'x'.repeat(100), now).toISOString()).toBe(
      '2031-03-04T12:00:00.000Z',
    );
    // All history asked for: the screen's 12 hours. A time to come: now.
    expect(cursorOf(null, '2000-01-01', now).toISOString()).toBe('2031-03-04T00:00:00.000Z');
    expect(cursorOf('1970-01-01T00:00:00Z', null, now).toISOString()).toBe(
      '2031-03-04T00:00:00.000Z',
    );
    expect(cursorOf('2099-01-01T00:00:00Z', null, now).toISOString()).toBe(
      '2031-03-04T12:00:00.000Z',
    );
  });

  it('replays no more than the screen’s 12 hours, however far back it asks', async () => {
    const old = await insertOrder(db.db, restaurantId, {
      updatedAt: new Date(Date.now() - 13 * 60 * 60_000),
    });
    const recent = await insertOrder(db.db, restaurantId);
    const reader = kitchenStream(
      db.db,
      [restaurantId],
      cursorOf(null, '2000-01-01T00:00:00Z'),
      new AbortController().signal,
      ALLOWED,
    ).getReader();
    const sent = (await read(reader, 5, 1_500)).flatMap((e) => e.numbers);
    expect(sent).toContain(recent.number);
    expect(sent).not.toContain(old.number);
    endLiveStreams();
  });

  it('ends when its session no longer holds the role, and sends nothing after', async () => {
    const { id: userId } = await createStaffAccount(db.db, {
      email: `stream-${engine.label}@saba.test`,
      password: 'a long staff password',
      role: 'kitchen',
    });
    const sessionId = `stream-session-${engine.label}`;
    await db.db.insert(session).values({
      id: sessionId,
      token: `stream-token-${engine.label}`,
      userId,
      expiresAt: new Date(Date.now() + 60 * 60_000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    let ended = 0;
    const reader = kitchenStream(db.db, [restaurantId], new Date(), new AbortController().signal, {
      stillAllowed: async () => (await sessionStanding(db.db, sessionId)) !== null,
      onEnd: () => (ended += 1),
    }).getReader();
    // What changed in the last seconds first (earlier tests' orders), then the new one.
    await read(reader, 5, 600);
    const first = await place();
    expect((await read(reader, 1, 1_500)).flatMap((e) => e.numbers)).toEqual([first]);

    // The role taken away: the next look ends the stream before it reads anything.
    await db.db.delete(userRoles).where(eq(userRoles.userId, userId));
    const after = await place();
    const rest = await read(reader, 1, 1_500);
    expect(rest.flatMap((e) => e.numbers)).not.toContain(after);
    expect((await (waiting.get(reader) ?? reader.read())).done).toBe(true);
    expect(ended).toBe(1);
  });

  it('ends after its maximum life (the screen reconnects)', async () => {
    let ended = 0;
    const reader = kitchenStream(db.db, [restaurantId], new Date(), new AbortController().signal, {
      ...ALLOWED,
      maxLifeMs: 300,
      onEnd: () => (ended += 1),
    }).getReader();
    await read(reader, 1, 1_000);
    expect((await (waiting.get(reader) ?? reader.read())).done).toBe(true);
    expect(ended).toBe(1);
  });
});
