import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { serverEnv } from '@/env';
import { saveCategoryAction } from '../../features/menu/server/actions';
import { user } from '../db/schema';
import { createStaffAccount } from './accounts';
import { getAuth } from './auth';
import { passwordProblem } from './password-policy';

const COMMON = 'admin.validation.passwordCommon';
const SHORT = 'admin.validation.newPasswordMin';

describe('which new staff passwords are refused (NIST SP 800-63B)', () => {
  // [password, the account's address, the refusal or null]
  const table: [string, string | undefined, string | null][] = [
    ['short-pass1', undefined, SHORT],
    ['12345678901', undefined, SHORT],
    ['password1234', undefined, COMMON],
    ['Password1234!', undefined, COMMON],
    ['1qaz2wsx3edc', undefined, COMMON],
    ['iloveyou2024!!', undefined, COMMON],
    ['aaaaaaaaaaaaaa', undefined, COMMON],
    ['abababababab', undefined, COMMON],
    ['123456789012', undefined, COMMON],
    ['abcdefghijklm', undefined, COMMON],
    ['lkjhgfdsalkjh', undefined, COMMON],
    ['saba-admin-2026!', undefined, COMMON],
    ['SabaRestaurant1', undefined, COMMON],
    ['huda.nasser-2026', 'huda.nasser@saba.test', COMMON],
    ['owner-password-1', 'owner@saba.test', COMMON],
    // Long and not what a guesser tries first: any characters, no composition rules.
    ['correct horse battery staple', undefined, null],
    ['amber-cardamom-owner-1', 'owner@saba.test', null],
    ['my teta makes the best saltah', undefined, null],
    ['قهوة عدنية مع الهيل', undefined, null],
    ['e2e-staff-password', 'owner@e2e.test', null],
  ];
  it.each(table)('%j (address %s): %s', async (password, email, refusal) => {
    expect(await passwordProblem(password, email)).toBe(refusal);
  });
});

describeEachEngine('the password rules where passwords are chosen and used', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  beforeAll(() => {
    db = database();
  });

  const origin = () => new URL(serverEnv().SITE_URL).origin;
  async function post(path: string, body: unknown, cookie = '') {
    const auth = await getAuth();
    const response = await auth.handler(
      new Request(`${origin()}/api/auth${path}`, {
        method: 'POST',
        headers: { origin: origin(), 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      }),
    );
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as { code?: string } | null,
      cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!,
    };
  }
  const flagOf = async (email: string) =>
    (await db.db.select().from(user).where(eq(user.email, email)))[0]?.passwordChangeRequired;

  it('signing up refuses a short or common password, and nothing is made', async () => {
    for (const [password, code] of [
      ['eleven-char', 'PASSWORD_TOO_SHORT'],
      ['Password1234!', 'PASSWORD_TOO_COMMON'],
    ] as const) {
      const answer = await post('/sign-up/email', {
        email: 'joiner@saba.test',
        password,
        name: 'joiner@saba.test',
      });
      expect(answer).toMatchObject({ status: 400, body: { code } });
    }
    expect(await db.db.select().from(user).where(eq(user.email, 'joiner@saba.test'))).toEqual([]);
  });

  it('a staff member whose password is below the rules must change it before anything else', async () => {
    // Chosen years ago, under the old rule of six characters.
    await createStaffAccount(db.db, {
      email: 'veteran@saba.test',
      password: 'kabsa1',
      role: 'editor',
    });
    const signedIn = await post('/sign-in/email', {
      email: 'veteran@saba.test',
      password: 'kabsa1',
    });
    expect(signedIn.status).toBe(200);
    expect(await flagOf('veteran@saba.test')).toBe(true);

    // Until then the console's actions refuse (the pages send them to Account security).
    const [veteran] = await db.db.select().from(user).where(eq(user.email, 'veteran@saba.test'));
    const deps = depsFor('editor');
    const flagged = {
      ...deps,
      meta: async (options: { withActor: boolean }) => {
        const meta = await deps.meta(options);
        return {
          ...meta,
          actor: { ...meta.actor!, userId: veteran!.id, mustChangePassword: true },
        };
      },
    };
    expect(
      await saveCategoryAction(
        { slug: 'soups', titleEn: 'Soups', titleAr: 'شوربات', sort: 1 },
        flagged,
      ),
    ).toEqual({ status: 'error', error: 'admin.security.passwordChangeRequired' });

    // A common new one is refused; a good one clears the mark.
    expect(
      await post(
        '/change-password',
        { currentPassword: 'kabsa1', newPassword: 'password12345' },
        signedIn.cookie,
      ),
    ).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON' } });
    expect(await flagOf('veteran@saba.test')).toBe(true);
    const changed = await post(
      '/change-password',
      { currentPassword: 'kabsa1', newPassword: 'cardamom tea at the souq' },
      signedIn.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await flagOf('veteran@saba.test')).toBe(false);
  });
});
