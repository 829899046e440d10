import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
} from '../../../tests/setup/db';
import { createStaffAccount } from '../auth/accounts';
import { recordAudit } from '../audit/audit';
import { seedDemoContent } from '../db/seed';
import { createContactInquiry } from '../../features/visitor-forms/server/mutations';
import {
  account,
  guestAccounts,
  guestSessions,
  guestSignInCodes,
  guestPasskeyChallenges,
  session,
  settings,
  twoFactor,
  user,
  verification,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { invitationMail } from '../auth/mails';
import { secretFingerprint } from '../auth/secret';
import { eq } from 'drizzle-orm';
import { localStorage } from '../storage/storage';
import { BackupError, writeBackup, type StorageAreas } from './archive';
import { restoreBackup } from './restore';
import { LEFT_OUT_TABLES } from './rules';
import { tablesInRestoreOrder } from './tables';

/**
 * Backup and restore, round trip: a site with demo content, staff, submissions, an audit trail,
 * photos and an attachment is written to one archive, restored into an empty database and storage,
 * and every table's rows and every file's bytes compared. On the embedded database, on
 * PostgreSQL (TEST_DATABASE_URL, as on CI), and from the first to the second.
 */

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-backup-test-'));
const disposers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose().catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806', 'hex');
const PDF = Buffer.from('%PDF-1.4\n% a small attachment\n');

function storageIn(name: string): StorageAreas {
  return {
    'menu-media': localStorage(path.join(folder, name, 'menu-media')),
    private: localStorage(path.join(folder, name, 'private')),
  };
}

async function database(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  const db =
    engine === 'pglite'
      ? await createPgliteTestDatabase()
      : await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
  disposers.push(db.dispose);
  return db;
}

/** A site that has been in use: content, staff, leads with an attachment, audit, photos. */
async function fillSite(db: TestDatabase, storage: StorageAreas) {
  await seedDemoContent(db.db);
  await db.db.transaction(async (tx) => {
    const owner = await createStaffAccount(tx, {
      email: 'owner@backup.test',
      password: 'a long enough password',
      role: 'owner',
    });
    await recordAudit(tx, {
      actorUserId: owner.id,
      actorEmail: owner.email,
      action: 'create',
      entity: 'menu_item',
      entityId: 'x',
      after: { name: 'Fahsa', note: 'سلتة "يمنية"\n\u200f' },
    });
    await createContactInquiry(
      tx,
      {
        fullName: 'Amal Saleh',
        email: 'amal@example.com',
        phone: '',
        inquiryType: 'catering',
        locationSlug: 'canton',
        message: 'نريد طعاماً لستين ضيفاً 🎉',
        language: 'ar',
      },
      {
        userAgent: 'test',
        referrer: null,
        attachment: { key: 'contact/a.pdf', name: 'menu.pdf', mime: 'application/pdf', size: 30 },
      },
    );
  });
  await storage.private.put('contact/a.pdf', PDF, 'application/pdf');
  await storage['menu-media'].put('items/fahsa.png', PNG, 'image/png');
  await storage['menu-media'].put('library/2026/photo one.png', PNG, 'image/png');
}

/**
 * Every archived table's rows, comparable across engines (timestamps as instants, rows sorted).
 * Sessions and pending links are never archived (rules.ts), and a site keeps its own secret.
 */
async function contents(db: TestDatabase): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of tablesInRestoreOrder()) {
    if (LEFT_OUT_TABLES.has(table.name)) continue;
    const result = await db.db.execute(
      sql.raw(
        `select row_to_json(t)::text as row from "${table.name}" t` +
          (table.name === 'settings' ? ` where key <> 'auth.secret'` : ''),
      ),
    );
    all[table.name] = (result as unknown as { rows: { row: string }[] }).rows
      .map(({ row }) =>
        JSON.stringify(JSON.parse(row), (_key, value: unknown) =>
          typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(value)
            ? new Date(value).toISOString()
            : value,
        ),
      )
      .sort();
  }
  return all;
}

async function files(storage: StorageAreas): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const [area, store] of Object.entries(storage)) {
    for (const key of await store.list()) {
      all[`${area}/${key}`] = createHash('sha256')
        .update((await store.get(key))!)
        .digest('hex');
    }
  }
  return all;
}

async function backupTo(db: TestDatabase, storage: StorageAreas, name: string) {
  const file = path.join(folder, name);
  const manifest = await writeBackup(db, storage, fs.createWriteStream(file));
  return { file, manifest };
}

/** Copies an archive entry by entry, letting `change` alter an entry's bytes. */
async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer,
): Promise<void> {
  const extract = tarExtract();
  const pack = tarPack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(to));
  const reading = pipeline(fs.createReadStream(from), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const body = change(entry.header.name, Buffer.concat(chunks));
    pack.entry({ name: entry.header.name, size: body.length }, body);
  }
  await reading;
  pack.finalize();
  await written;
}

const engines = process.env.TEST_DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);
const pairs = engines.flatMap((from) => engines.map((to) => [from, to] as const));

describe('backup and restore', () => {
  it.each(pairs)(
    'from %s to %s: every row and every file comes back',
    async (from, to) => {
      const source = await database(from);
      const sourceFiles = storageIn(`${from}-${to}-source`);
      await fillSite(source, sourceFiles);
      const { file, manifest } = await backupTo(source, sourceFiles, `${from}-${to}.tar.gz`);
      expect(manifest.database).toBe(from);
      expect(manifest.tables.contact_inquiries).toBe(1);
      expect(manifest.tables.menu_items).toBeGreaterThanOrEqual(40);
      expect(manifest.files.map((f) => `${f.area}/${f.key}`).sort()).toEqual([
        'menu-media/items/fahsa.png',
        'menu-media/library/2026/photo one.png',
        'private/contact/a.pdf',
      ]);

      const target = await database(to);
      const targetFiles = storageIn(`${from}-${to}-target`);
      await restoreBackup(target, targetFiles, () => fs.createReadStream(file));

      expect(await contents(target)).toEqual(await contents(source));
      expect(await files(targetFiles)).toEqual(await files(sourceFiles));
      // New rows continue after the restored ones (serial ids).
      await recordAudit(target.db, {
        actorUserId: null,
        actorEmail: 'cli',
        action: 'after-restore',
        entity: 'site',
        entityId: '1',
      });
    },
    120_000,
  );

  it('refuses a target that holds anything, unless forced', async () => {
    const source = await database('pglite');
    const storage = storageIn('refuse-source');
    await fillSite(source, storage);
    const { file } = await backupTo(source, storage, 'refuse.tar.gz');

    const target = await database('pglite');
    const targetFiles = storageIn('refuse-target');
    await seedDemoContent(target.db);
    const before = await contents(target);
    await expect(
      restoreBackup(target, targetFiles, () => fs.createReadStream(file)),
    ).rejects.toThrow(/not empty.*--force/s);
    expect(await contents(target)).toEqual(before);

    await restoreBackup(target, targetFiles, () => fs.createReadStream(file), { force: true });
    expect(await contents(target)).toEqual(await contents(source));
    expect(await files(targetFiles)).toEqual(await files(storage));
  }, 120_000);

  it('changes nothing from a damaged archive, even when forced', async () => {
    const source = await database('pglite');
    const storage = storageIn('damaged-source');
    await fillSite(source, storage);
    const { file } = await backupTo(source, storage, 'whole.tar.gz');

    const target = await database('pglite');
    const targetFiles = storageIn('damaged-target');
    await seedDemoContent(target.db);
    await targetFiles['menu-media'].put('items/kept.png', PNG, 'image/png');
    const before = { rows: await contents(target), files: await files(targetFiles) };

    // Cut off two thirds of the way: the manifest and the files read, the rows do not.
    const bytes = fs.readFileSync(file);
    const truncated = path.join(folder, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor((bytes.length * 2) / 3)));
    // Whole, but a table's rows are not what the manifest counts.
    const short = path.join(folder, 'short.tar.gz');
    await rewriteArchive(file, short, (name, body) =>
      name === 'db/menu_items.jsonl'
        ? Buffer.from(body.toString().split('\n').slice(1).join('\n'))
        : body,
    );

    for (const damaged of [truncated, short]) {
      await expect(
        restoreBackup(target, targetFiles, () => fs.createReadStream(damaged), { force: true }),
      ).rejects.toBeInstanceOf(BackupError);
      expect(await contents(target)).toEqual(before.rows);
      expect(await files(targetFiles)).toEqual(before.files);
    }
  }, 120_000);

  it('brings rows from before a data migration up to date (hours as text become times, demo drawings pictures)', async () => {
    const source = await database('pglite');
    const storage = storageIn('older-source');
    await seedDemoContent(source.db);
    // What a backup made before migration 0006 holds: hours as display text.
    await source.db.execute(
      sql`update locations set hours_json = '{"mon":"9:00 AM - 10:00 PM","sat":"11:00 AM - 1:30 AM"}'::jsonb,
            special_hours = '[{"date":"2026-12-31","closed":false,"hours":"10:00 AM - 4:00 PM"}]'::jsonb
          where slug = 'east-dearborn'`,
    );
    // And, before migration 0040, the demo's dish pictures as drawings; an upload stays as it is.
    await source.db.execute(
      sql`update menu_items set photo_url = case when slug = 'lamb-mandi'
            then '/menu-media/menu-items/mandi.svg' else replace(photo_url, '.webp', '.svg') end`,
    );
    await source.db.execute(
      sql`update menu_categories set image_url = replace(image_url, '.webp', '.svg')`,
    );
    const { file } = await backupTo(source, storage, 'older.tar.gz');
    const older = path.join(folder, 'older-level.tar.gz');
    await rewriteArchive(file, older, (name, body) => {
      if (name !== 'manifest.json') return body;
      const manifest = JSON.parse(body.toString());
      manifest.migrations = { count: 6, last: '0005_catering_inquiries' };
      return Buffer.from(JSON.stringify(manifest));
    });
    const target = await database('pglite');
    await restoreBackup(target, storageIn('older-target'), () => fs.createReadStream(older));
    const [row] = (
      (await target.db.execute(
        sql`select hours_json, special_hours from locations where slug = 'east-dearborn'`,
      )) as unknown as { rows: { hours_json: unknown; special_hours: unknown }[] }
    ).rows;
    expect(row).toEqual({
      hours_json: {
        mon: { opens: '09:00', closes: '22:00' },
        sat: { opens: '11:00', closes: '01:30' },
      },
      special_hours: [{ date: '2026-12-31', closed: false, opens: '10:00', closes: '16:00' }],
    });
    const pictures = (
      (await target.db.execute(
        sql`select slug, photo_url from menu_items where slug in ('lamb-haneeth', 'lamb-mandi')
            union all select slug, image_url from menu_categories where slug = 'authentic-entrees'
            order by slug`,
      )) as unknown as { rows: { slug: string; photo_url: string }[] }
    ).rows;
    expect(pictures).toEqual([
      { slug: 'authentic-entrees', photo_url: '/images/dishes/haneeth.webp' },
      { slug: 'lamb-haneeth', photo_url: '/images/dishes/haneeth.webp' },
      { slug: 'lamb-mandi', photo_url: '/menu-media/menu-items/mandi.svg' },
    ]);
  }, 120_000);

  it('refuses an archive from a newer migration level, and a file that is no backup', async () => {
    const target = await database('pglite');
    const storage = storageIn('newer-target');
    const newer = path.join(folder, 'newer.tar.gz');
    const pack = tarPack();
    const written = new Promise<void>((resolve) =>
      pack
        .pipe(zlib.createGzip())
        .pipe(fs.createWriteStream(newer))
        .on('finish', () => resolve()),
    );
    const manifest = {
      format: 'saba-backup',
      version: 1,
      app: '9.0.0',
      createdAt: new Date().toISOString(),
      database: 'postgres',
      migrations: { count: 99, last: '0098_future' },
      tables: {},
      files: [],
    };
    pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
    pack.finalize();
    await written;
    await expect(restoreBackup(target, storage, () => fs.createReadStream(newer))).rejects.toThrow(
      /newer database \(migration 99/,
    );

    const junk = path.join(folder, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive at all');
    await expect(
      restoreBackup(target, storage, () => fs.createReadStream(junk)),
    ).rejects.toBeInstanceOf(BackupError);
    expect(Object.values(await contents(target)).flat()).toEqual([]);
  }, 60_000);

  it('holds nothing that opens a door: no session, pending link, signing secret or provider token', async () => {
    const source = await database('pglite');
    const storage = storageIn('doors-source');
    await fillSite(source, storage);
    const [owner] = await source.db.select().from(user).where(eq(user.email, 'owner@backup.test'));
    await source.db.insert(session).values({
      id: 'session-1',
      userId: owner!.id,
      token: 'live-session-token-4d2f',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await source.db.insert(verification).values({
      id: 'verification-1',
      identifier: 'reset-password:pending-reset-token-9a1c',
      value: owner!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await source.db
      .insert(settings)
      .values({ key: 'auth.secret', value: 'stored-signing-secret-77e0' });
    await source.db.insert(account).values({
      id: 'google-1',
      accountId: 'sub-owner',
      providerId: 'google',
      userId: owner!.id,
      accessToken: 'google-access-token-5b3e',
      refreshToken: 'google-refresh-token-0c8d',
      idToken: 'header.payload-of-id-token-6f1a.signature',
    });
    await enqueueMail(source.db, [
      invitationMail({
        to: 'new@backup.test',
        role: 'editor',
        invitedBy: 'owner',
        url: 'https://saba.test/admin/invitation?token=pending-invitation-3e7b',
      }),
    ]);

    // A guest's account, a live session of it and a code waiting for it.
    const [guest] = await source.db
      .insert(guestAccounts)
      .values({ email: 'guest@backup.test' })
      .returning();
    await source.db.insert(guestSessions).values({
      accountId: guest!.id,
      tokenHash: 'guest-session-hash-8c2d',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await source.db.insert(guestSignInCodes).values({
      addressKey: 'guest-address-key-1f9e',
      codeHash: 'guest-code-hash-4a7b',
      expiresAt: new Date(Date.now() + 600_000),
    });
    await source.db.insert(guestPasskeyChallenges).values({
      keyHash: 'guest-passkey-ceremony-2e6d',
      challenge: 'guest-passkey-challenge-5c1a',
      purpose: 'sign-in',
      expiresAt: new Date(Date.now() + 300_000),
    });

    const { file, manifest } = await backupTo(source, storage, 'doors.tar.gz');
    const archived = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    for (const secret of [
      'live-session-token-4d2f',
      'pending-reset-token-9a1c',
      'stored-signing-secret-77e0',
      'google-access-token-5b3e',
      'google-refresh-token-0c8d',
      'payload-of-id-token-6f1a',
      'pending-invitation-3e7b',
      'guest-session-hash-8c2d',
      'guest-code-hash-4a7b',
      'guest-passkey-ceremony-2e6d',
      'guest-passkey-challenge-5c1a',
    ]) {
      expect(archived, secret).not.toContain(secret);
    }
    expect(Object.keys(manifest.tables)).not.toContain('session');
    expect(Object.keys(manifest.tables)).not.toContain('verification');
    expect(Object.keys(manifest.tables)).not.toContain('guest_sessions');
    expect(Object.keys(manifest.tables)).not.toContain('guest_sign_in_codes');
    expect(Object.keys(manifest.tables)).not.toContain('guest_passkey_challenges');
    // The guest's account is kept: they sign in again with a new code.
    expect(archived).toContain('guest@backup.test');
    // The linked provider is kept (the person still signs in with it), without its tokens.
    expect(archived).toContain('sub-owner');

    const target = await database('pglite');
    await restoreBackup(target, storageIn('doors-target'), () => fs.createReadStream(file));
    expect(await target.db.select().from(session)).toEqual([]);
    expect(await target.db.select().from(verification)).toEqual([]);
    expect(await target.db.select().from(settings).where(eq(settings.key, 'auth.secret'))).toEqual(
      [],
    );
  }, 120_000);

  it('keeps second factors sealed with this site’s secret, and turns off (and names) the others', async () => {
    const source = await database('pglite');
    const storage = storageIn('sealed-source');
    await fillSite(source, storage);
    await source.db.insert(settings).values({ key: 'auth.secret', value: 'first-site-secret' });
    const [owner] = await source.db.select().from(user).where(eq(user.email, 'owner@backup.test'));
    await source.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, owner!.id));
    await source.db.insert(twoFactor).values({
      id: 'totp-1',
      userId: owner!.id,
      secret: 'sealed-with-first-site-secret',
      backupCodes: 'sealed-codes',
    });
    const { file, manifest } = await backupTo(source, storage, 'sealed.tar.gz');
    expect(manifest.secret).toBe(secretFingerprint('first-site-secret'));

    // Another site (its own secret, or none yet): the authenticator app cannot be opened there.
    const elsewhere = await database('pglite');
    const report = await restoreBackup(elsewhere, storageIn('sealed-elsewhere'), () =>
      fs.createReadStream(file),
    );
    expect(report.twoFactorTurnedOff).toEqual(['owner@backup.test']);
    expect(await elsewhere.db.select().from(twoFactor)).toEqual([]);
    const [moved] = await elsewhere.db
      .select()
      .from(user)
      .where(eq(user.email, 'owner@backup.test'));
    expect(moved?.twoFactorEnabled).toBe(false);

    // The same site, restored over itself: its secret stays, and so does the app.
    const again = await restoreBackup(source, storage, () => fs.createReadStream(file), {
      force: true,
    });
    expect(again.twoFactorTurnedOff).toEqual([]);
    expect(await source.db.select().from(twoFactor)).toHaveLength(1);
    expect(
      (await source.db.select().from(settings).where(eq(settings.key, 'auth.secret')))[0]?.value,
    ).toBe('first-site-secret');
  }, 120_000);

  it('refuses an entry larger than the manifest says before reading it', async () => {
    const source = await database('pglite');
    const storage = storageIn('large-source');
    await fillSite(source, storage);
    const { file } = await backupTo(source, storage, 'large.tar.gz');
    const bigFile = path.join(folder, 'big-file.tar.gz');
    await rewriteArchive(file, bigFile, (name, body) =>
      name === 'files/private/contact/a.pdf' ? Buffer.concat([body, Buffer.alloc(4 << 20)]) : body,
    );
    const bigRows = path.join(folder, 'big-rows.tar.gz');
    await rewriteArchive(file, bigRows, (name, body) =>
      name === 'db/menu_categories.jsonl'
        ? Buffer.concat([body, Buffer.from(`{"pad":"${'x'.repeat(4 << 20)}"}\n`)])
        : body,
    );
    const target = await database('pglite');
    for (const damaged of [bigFile, bigRows]) {
      await expect(
        restoreBackup(target, storageIn('large-target'), () => fs.createReadStream(damaged)),
      ).rejects.toThrow(/is larger than the manifest says/);
    }
    expect(Object.values(await contents(target)).flat()).toEqual([]);
  }, 120_000);
});
