import { describe, expect, it } from 'vitest';
import { staffNotification } from './templates';

describe('staff notification e-mail', () => {
  it('lists every field with both labels and escapes what visitors typed', () => {
    const mail = staffNotification({
      kind: 'contact',
      to: ['team@saba.test'],
      replyTo: 'amal@example.com',
      titleEn: 'New contact inquiry',
      titleAr: 'استفسار جديد',
      fields: [
        { en: 'Name', ar: 'الاسم', value: 'Amal <script>' },
        { en: 'Phone', ar: 'الهاتف', value: null },
        { en: 'Consent', ar: 'الموافقة', value: true },
      ],
    });
    expect(mail.subject).toBe('New contact inquiry — استفسار جديد');
    expect(mail.text).toContain('Name / الاسم: Amal <script>');
    expect(mail.text).toContain('Phone / الهاتف: —');
    expect(mail.text).toContain('Consent / الموافقة: Yes');
    expect(mail.html).toContain('Amal &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});
