import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../tests/setup/db';
import { defineAction, type ActionDeps, type RequestMeta } from './action';
import type { CacheTag } from './cache/tags';
import { saveSettingsAction } from './settings/actions';
import { auditLog, formRateLimits, menuCategories, newsletterSubscribers, user } from './db/schema';

const subscribe = defineAction({
  name: 'test-subscribe',
  public: true,
  schema: z.object({ email: z.email('validation.emailInvalid') }),
  rateLimit: { limit: 3, windowMs: 60_000 },
  run: async ({ input, tx }) => {
    await tx.insert(newsletterSubscribers).values({ email: input.email });
    return { data: { email: input.email } };
  },
});

const createCategory = defineAction({
  name: 'test-create-category',
  schema: z.object({
    slug: z.string().min(1, 'validation.slugRequired'),
    titleEn: z.string().min(1),
    titleAr: z.string().min(1),
  }),
  // An area whose lowest role is manager (lib/admin-areas.ts).
  area: 'locations',
  entity: 'menu_category',
  invalidates: ['menu'],
  run: async ({ input, tx }) => {
    const [row] = await tx.insert(menuCategories).values(input).returning();
    if (input.slug === 'boom') throw new Error('secret internal detail');
    return { data: row!, audit: { action: 'create', entityId: row!.id, after: row } };
  },
});

function deps(meta: Partial<RequestMeta>, invalidated: CacheTag[] = []): ActionDeps {
  return {
    meta: async () => ({
      ip: '203.0.113.7',
      userAgent: 'vitest',
      referrer: null,
      actor: null,
      ...meta,
    }),
    invalidate: (tags) => invalidated.push(...tags),
  };
}

describeEachEngine('action wrapper', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await db.db.insert(user).values([
      { id: 'u-editor', name: 'Ed', email: 'ed@saba.test' },
      { id: 'u-manager', name: 'Mona', email: 'mona@saba.test' },
    ]);
  });
  beforeEach(async () => {
    await db.db.delete(formRateLimits).where(eq(formRateLimits.key, 'test-subscribe:203.0.113.7'));
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db?.dispose();
  });

  it('parses a form post with the schema and writes nothing on bad input', async () => {
    const form = new FormData();
    form.set('email', 'not-an-email');
    const result = await subscribe(form, deps({}));
    expect(result).toEqual({
      status: 'error',
      error: 'errors.invalidInput',
      fieldErrors: { email: 'validation.emailInvalid' },
    });
    const [n] = await db.db.select({ n: count() }).from(newsletterSubscribers);
    expect(n?.n).toBe(0);

    form.set('email', 'amal@example.com');
    expect(await subscribe(form, deps({}))).toEqual({
      status: 'success',
      data: { email: 'amal@example.com' },
    });
  });

  it('refuses a client over the rate limit with a clear message key', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await subscribe({ email: `r${i}@example.com` }, deps({})));
    expect(results.slice(0, 3).every((r) => r.status === 'success')).toBe(true);
    expect(results[3]).toEqual({ status: 'error', error: 'errors.tooManyAttempts' });
    // Another address is not affected.
    expect(
      (await subscribe({ email: 'other@example.com' }, deps({ ip: '198.51.100.1' }))).status,
    ).toBe('success');
  });

  it('counts an IPv6 client by its /64: stepping through its addresses is one client', async () => {
    const from = (n: number) => deps({ ip: `2001:db8:77:1::${(n + 1).toString(16)}` });
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push((await subscribe({ email: `v6-${i}@example.com` }, from(i))).status);
    }
    expect(results).toEqual(['success', 'success', 'success', 'error']);
    // The next /64 is another client.
    expect(
      (await subscribe({ email: 'v6-next@example.com' }, deps({ ip: '2001:db8:77:2::1' }))).status,
    ).toBe('success');
  });

  it('checks the role on the server, audits the change and invalidates the public cache', async () => {
    const input = { slug: 'specials', titleEn: 'Specials', titleAr: 'العروض' };
    expect(await createCategory(input, deps({}))).toEqual({
      status: 'error',
      error: 'errors.signInRequired',
    });
    const editor = {
      userId: 'u-editor',
      email: 'ed@saba.test',
      role: 'editor' as const,
      locations: null,
    };
    expect(await createCategory(input, deps({ actor: editor }))).toEqual({
      status: 'error',
      error: 'errors.forbidden',
    });
    const noRole = { userId: 'u-editor', email: 'ed@saba.test', role: null, locations: null };
    expect(await createCategory(input, deps({ actor: noRole }))).toEqual({
      status: 'error',
      error: 'errors.forbidden',
    });
    expect(
      await db.db.select().from(menuCategories).where(eq(menuCategories.slug, 'specials')),
    ).toHaveLength(0);

    const invalidated: CacheTag[] = [];
    const manager = {
      userId: 'u-manager',
      email: 'mona@saba.test',
      role: 'manager' as const,
      locations: null,
    };
    const ok = await createCategory(input, deps({ actor: manager }, invalidated));
    expect(ok.status).toBe('success');
    expect(invalidated).toEqual(['menu']);
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.entity, 'menu_category'));
    expect(audit).toMatchObject({
      actorUserId: 'u-manager',
      actorEmail: 'mona@saba.test',
      action: 'create',
    });
    expect((audit?.after as { slug: string }).slug).toBe('specials');
  });

  it('rolls back on an internal error and never sends its message to the client', async () => {
    const manager = {
      userId: 'u-manager',
      email: 'mona@saba.test',
      role: 'manager' as const,
      locations: null,
    };
    const result = await createCategory(
      { slug: 'boom', titleEn: 'B', titleAr: 'ب' },
      deps({ actor: manager }),
    );
    expect(result).toEqual({ status: 'error', error: 'errors.generic' });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(
      await db.db.select().from(menuCategories).where(eq(menuCategories.slug, 'boom')),
    ).toHaveLength(0);
  });

  it('reads nothing the caller sent before the session and role are checked', async () => {
    let parsed = 0;
    const guarded = defineAction({
      name: 'test-guarded',
      area: 'menu',
      schema: z.preprocess(
        (raw) => {
          parsed++;
          return raw;
        },
        z.object({ a: z.string() }),
      ),
      run: async () => ({ data: null }),
    });
    expect(await guarded({ a: 'x' }, deps({}))).toEqual({
      status: 'error',
      error: 'errors.signInRequired',
    });
    const noRole = { userId: 'u-editor', email: 'ed@saba.test', role: null, locations: null };
    expect((await guarded({ a: 'x' }, deps({ actor: noRole }))).status).toBe('error');
    expect(parsed).toBe(0);
  });

  it('a signed-out settings post with prototype keys changes nothing shared', async () => {
    const result = await saveSettingsAction(
      JSON.parse('{"__proto__.email":"x","constructor.prototype.polluted":"1"}'),
      deps({}),
    );
    expect(result).toEqual({ status: 'error', error: 'errors.signInRequired' });
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The same keys from an owner are dropped by the parser, not followed.
    const owner = {
      userId: 'u-manager',
      email: 'mona@saba.test',
      role: 'owner' as const,
      locations: null,
    };
    await saveSettingsAction(JSON.parse('{"__proto__.email":"x"}'), deps({ actor: owner }));
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    // And the next good request still succeeds.
    expect(
      (await subscribe({ email: 'after@example.com' }, deps({ ip: '198.51.100.77' }))).status,
    ).toBe('success');
  });

  it('an action names its area or says it is public: neither is a type error', () => {
    const schema = z.object({});
    const run = async () => ({ data: null });
    // @ts-expect-error no area and no `public: true`: not an action (tsc, in npm test)
    const forgotten = () => defineAction({ name: 'test-forgotten', schema, run });
    // @ts-expect-error both: it is one or the other
    const both = () => defineAction({ name: 'test-both', area: 'menu', public: true, schema, run });
    expect([forgotten, both]).toHaveLength(2);
    expect(defineAction({ name: 'test-open', public: true, schema, run }).isPublic).toBe(true);
    expect(defineAction({ name: 'test-menu', area: 'menu', schema, run }).minRole).toBe('editor');
  });
});
