import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { serverEnv } from '@/env';
import { getDb } from '../db/client';
import * as schema from '../db/schema';
import { resolveAuthSecret } from './secret';

export const PASSWORD_MIN_LENGTH = 6;

async function createAuth() {
  const db = await getDb();
  const env = serverEnv();
  return betterAuth({
    appName: 'Saba Admin Console',
    baseURL: env.SITE_URL,
    secret: await resolveAuthSecret(db),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH },
    // Database sessions with sliding expiry: a week, extended once a day while in use.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 30 },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalForAuth = globalThis as unknown as { sabaAuth?: Promise<Auth> };

/** Created on first use: it needs the (lazily opened) database and the secret stored there. */
export function getAuth(): Promise<Auth> {
  globalForAuth.sabaAuth ??= createAuth();
  return globalForAuth.sabaAuth;
}
