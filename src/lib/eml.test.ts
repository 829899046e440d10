import { expect, it } from 'vitest';
import { decodeEml } from './eml';

it('reads a folded subject of several encoded words as one line (nodemailer folds long ones)', () => {
  // "يرجى التأكيد: النشرة البريدية من سباء", as nodemailer wrote it: three words on three lines.
  const raw = [
    'Subject: =?UTF-8?B?2YrYsdis2Ykg2KfZhNiq2KPZg9mK2K86INin2YQ=?=',
    ' =?UTF-8?B?2YbYtNix2Kkg2KfZhNio2LHZitiv2YrYqSDZhdmG?=',
    ' =?UTF-8?B?INiz2KjYp9ih?=',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello =3D world',
  ].join('\r\n');
  const text = decodeEml(raw);
  expect(text).toContain('Subject: يرجى التأكيد: النشرة البريدية من سباء\r\n');
  expect(text).toContain('Hello = world');
});
