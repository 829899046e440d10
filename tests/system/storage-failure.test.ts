import fs from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contactInquiries } from '@/server/db/schema';
import type { FilePart } from '../../scripts/lib/http-client.mts';
import {
  contactFields,
  contactPost,
  readContactForm,
  ticketOf,
  type PostKind,
} from '../../scripts/lib/intake-load.mts';
import { request, startApp, visibleHtml, type RunningApp } from './app';

/**
 * The folder attachments are written to cannot take them (a full disk, a read-only or missing
 * mount; here the folder is replaced by a file, which fails every write even for root): the
 * visitor is told so in their language and nothing is stored; once the folder is back, the same
 * post goes through, and every stored inquiry's attachment is really there.
 */

let app: RunningApp;
const PNG: FilePart = {
  filename: 'menu.png',
  type: 'image/png',
  data: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
};

beforeAll(async () => {
  app = await startApp();
}, 300_000);

afterAll(async () => {
  await app.remove();
});

const privateFolder = () => path.join(app.dataDir, 'private');

async function send(kind: PostKind, n: number, from: string) {
  const form = await readContactForm(app.url, 'ar');
  const post = contactPost(form, kind, { ...contactFields(n, 'ar'), attachment: PNG });
  const answer = await request(`${app.url}/ar/contact`, {
    method: 'POST',
    from,
    headers: post.headers,
    body: post.body,
  });
  return { ...answer, visible: kind === 'noscript' ? visibleHtml(answer.body) : answer.body };
}

describe('attachments when storage fails writes', () => {
  it('tells the visitor, stores nothing, and takes the post once storage is back', async () => {
    fs.rmSync(privateFolder(), { recursive: true, force: true });
    fs.writeFileSync(privateFolder(), 'not a folder');

    const plain = await send('noscript', 1, '127.0.6.1');
    expect(plain.status).toBe(200);
    expect(ticketOf(plain)).toBeNull();
    expect(plain.visible).toContain('تعذّر علينا حفظ المرفق الآن');
    expect(plain.visible).not.toMatch(/ENOTDIR|EEXIST|stack|at async/);

    const scripted = await send('script', 2, '127.0.6.2');
    expect(scripted.status).toBe(200);
    expect(ticketOf(scripted)).toBeNull();
    expect(scripted.body).toContain('errors.attachmentNotSaved');

    // Storage is back: the next post with its file goes through.
    fs.rmSync(privateFolder(), { force: true });
    const again = await send('noscript', 3, '127.0.6.3');
    expect(ticketOf(again), again.visible.slice(0, 500)).toMatch(/^SABA-/);

    await app.stop();
    const handle = await openDatabase({ dataDir: path.join(app.dataDir, 'db'), migrate: false });
    try {
      const rows = await handle.db
        .select({ email: contactInquiries.email, key: contactInquiries.attachmentKey })
        .from(contactInquiries)
        .where(like(contactInquiries.email, 'guest-%@example.test'));
      expect(rows.map((row) => row.email)).toEqual(['guest-3@example.test']);
      // Every stored inquiry's attachment is there, whole.
      for (const row of rows) {
        expect(fs.readFileSync(path.join(privateFolder(), row.key!))).toEqual(PNG.data);
      }
      // And no half-written file was left behind.
      const files = fs.readdirSync(privateFolder(), { recursive: true }).map(String);
      expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
