import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport } from './transport';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('file mail transport (no SMTP configured)', () => {
  it('writes each message as an .eml file a mail client can open, Arabic intact', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-mail-'));
    await fileTransport(dir).send({
      from: 'Saba <no-reply@saba.test>',
      to: ['team@saba.test'],
      subject: 'رسالة جديدة / New message',
      text: 'الاسم: أمل',
    });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: team@saba\.test$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/charset=utf-8/i);
  });
});
