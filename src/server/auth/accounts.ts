import 'server-only';
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, count, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import type { DbOrTx } from '../db/client';
import { account, passkey, session, twoFactor, user, userRoles } from '../db/schema';

export class AccountError extends Error {
  constructor(
    readonly code: 'email-taken' | 'no-such-user' | 'last-owner' | 'unverified',
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, normaliseEmail(email)));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, id));
  return row ?? null;
}

export async function countOwners(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'owner'));
  return row?.n ?? 0;
}

/**
 * Creates an e-mail + password account the way Better Auth stores it (user row, credential
 * account with the hashed password), with an optional role. Used by the setup link and the CLI.
 */
export async function createStaffAccount(
  tx: DbOrTx,
  input: { email: string; password: string | null; role: Role | null },
): Promise<{ id: string; email: string }> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(tx, email)) {
    throw new AccountError('email-taken', `An account for ${email} already exists.`);
  }
  const id = randomUUID();
  const now = new Date();
  // Made by someone with access to the server (setup link, command line): the address is theirs.
  await tx
    .insert(user)
    .values({ id, name: email, email, emailVerified: true, createdAt: now, updatedAt: now });
  // Without a password (a passkey instead) the person signs in by passkey or e-mailed code.
  if (input.password !== null) {
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    });
  }
  if (input.role) await tx.insert(userRoles).values({ userId: id, role: input.role });
  return { id, email };
}

/**
 * Removes an account without a role, with everything hanging from it (sessions, password, linked
 * sign-ins, passkeys, second factor): an invitation to its address is for the address's owner,
 * and whoever made the account proved nothing by it (a confirmation click may have been the
 * owner's, on a mail they never asked for). False when it holds a role (or is gone): nothing is
 * removed then.
 */
export async function discardRolelessAccount(tx: DbOrTx, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(user)
    .where(
      and(
        eq(user.id, userId),
        notExists(tx.select().from(userRoles).where(eq(userRoles.userId, userId))),
      ),
    )
    .returning({ id: user.id });
  return removed.length > 0;
}

/**
 * Gives a user exactly one role (or none). Refuses to take the owner role from the last owner,
 * so the console can never be left without someone who may assign roles, and refuses a role to
 * an account whose e-mail address is not confirmed (unless `force`, for the command line).
 */
export async function setUserRole(
  tx: DbOrTx,
  userId: string,
  role: Role | null,
  { force = false }: { force?: boolean } = {},
): Promise<{ before: Role[]; after: Role[] }> {
  if (role && !force) {
    const [target] = await tx
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId));
    if (!target) throw new AccountError('no-such-user', 'No such account.');
    if (!target.emailVerified) {
      throw new AccountError(
        'unverified',
        'This account has not confirmed its e-mail address yet: a role can be given once it has.',
      );
    }
  }
  const beforeRows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const before = beforeRows.map((r) => r.role);
  if (before.includes('owner') && role !== 'owner') {
    const [others] = await tx
      .select({ n: count() })
      .from(userRoles)
      .where(and(eq(userRoles.role, 'owner'), ne(userRoles.userId, userId)));
    if ((others?.n ?? 0) === 0) {
      throw new AccountError('last-owner', 'The last owner cannot lose the owner role.');
    }
  }
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (role) await tx.insert(userRoles).values({ userId, role });
  return { before, after: role ? [role] : [] };
}

/** The one way into an account to keep: this session, signed in through this provider. */
export type OnlyWayIn = { sessionId: string; providerId: string };

/**
 * Leaves an account only the way it was just entered: its other sessions, its password, passkeys,
 * authenticator and other linked providers go (an invitation accepted through single sign-on
 * into an account someone else may have made).
 */
export async function keepOnlyWayIn(tx: DbOrTx, userId: string, keep: OnlyWayIn): Promise<void> {
  await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, keep.sessionId)));
  await tx
    .delete(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, keep.providerId)));
  await tx.delete(passkey).where(eq(passkey.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
}
