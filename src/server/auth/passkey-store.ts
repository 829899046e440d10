import 'server-only';
import { randomUUID } from 'node:crypto';
import type { WebAuthnCredential } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passkey } from '../db/schema';

/** What a verified registration tells us about a new passkey. */
export type NewPasskey = {
  credential: WebAuthnCredential;
  deviceType: string;
  backedUp: boolean;
};

export async function insertPasskey(
  tx: DbOrTx,
  userId: string,
  name: string,
  created: NewPasskey,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(passkey).values({
    id,
    userId,
    name,
    credentialId: created.credential.id,
    publicKey: isoBase64URL.fromBuffer(created.credential.publicKey),
    counter: created.credential.counter,
    transports: created.credential.transports?.join(',') ?? null,
    deviceType: created.deviceType,
    backedUp: created.backedUp,
  });
  return id;
}

export async function hasPasskey(db: DbOrTx, userId: string): Promise<boolean> {
  const [key] = await db
    .select({ id: passkey.id })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .limit(1);
  return Boolean(key);
}

/** The credential ids (and transport hints) a browser may be offered for this person. */
export async function passkeyDescriptorsOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ credentialId: passkey.credentialId, transports: passkey.transports })
    .from(passkey)
    .where(eq(passkey.userId, userId));
  return rows.map((row) => ({
    id: row.credentialId,
    transports: row.transports
      ? (row.transports.split(',') as WebAuthnCredential['transports'])
      : undefined,
  }));
}

export async function findPasskeyByCredential(db: DbOrTx, credentialId: string) {
  const [row] = await db.select().from(passkey).where(eq(passkey.credentialId, credentialId));
  if (!row) return null;
  return {
    ...row,
    credential: {
      id: row.credentialId,
      publicKey: isoBase64URL.toBuffer(row.publicKey),
      counter: row.counter,
    } satisfies WebAuthnCredential,
  };
}

export async function recordPasskeyUse(db: DbOrTx, id: string, counter: number): Promise<void> {
  await db.update(passkey).set({ counter, lastUsedAt: new Date() }).where(eq(passkey.id, id));
}

/** A person's passkeys, oldest first, for Account security. */
export async function listPasskeys(db: DbOrTx, userId: string) {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt));
}
export type PasskeySummary = Awaited<ReturnType<typeof listPasskeys>>[number];

/** Renames one of the person's own passkeys; null when it is not theirs (or gone). */
export async function renamePasskey(tx: DbOrTx, userId: string, id: string, name: string) {
  const [before] = await tx
    .select({ name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)));
  if (!before) return null;
  await tx.update(passkey).set({ name }).where(eq(passkey.id, id));
  return { before: before.name };
}

/** Removes one of the person's own passkeys; null when it is not theirs (or gone). */
export async function removePasskey(tx: DbOrTx, userId: string, id: string) {
  const [removed] = await tx
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ name: passkey.name });
  return removed ?? null;
}
