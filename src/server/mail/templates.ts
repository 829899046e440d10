import 'server-only';
import { BRAND } from '@/lib/brand';
import type { QueuedMail } from './outbox';

export type EmailField = {
  en: string;
  ar: string;
  value: string | number | boolean | null | undefined;
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function display(value: EmailField['value']): { en: string; ar: string } {
  if (value === null || value === undefined || value === '') return { en: '—', ar: '—' };
  if (typeof value === 'boolean') return value ? { en: 'Yes', ar: 'نعم' } : { en: 'No', ar: 'لا' };
  return { en: String(value), ar: String(value) };
}

/**
 * A staff notification listing every submitted field with English and Arabic labels: readable as
 * plain text in any client, and as a simple table in HTML ones.
 */
export function staffNotification(options: {
  kind: string;
  to: string[];
  replyTo?: string | null;
  titleEn: string;
  titleAr: string;
  fields: EmailField[];
  footerEn?: string;
}): QueuedMail {
  const subject = `${options.titleEn} — ${options.titleAr}`;
  const text = [
    `${options.titleEn}`,
    `${options.titleAr}`,
    '',
    ...options.fields.map((f) => `${f.en} / ${f.ar}: ${display(f.value).en}`),
    '',
    options.footerEn ?? `${BRAND.fullName.en} website`,
  ].join('\n');
  const rows = options.fields
    .map(
      (f) =>
        `<tr><th align="left" style="padding:6px 12px;border-bottom:1px solid #eee;color:#4a2c1d;vertical-align:top">${escapeHtml(f.en)}<br><span dir="rtl" style="font-weight:normal;color:#5e5048">${escapeHtml(f.ar)}</span></th>` +
        `<td style="padding:6px 12px;border-bottom:1px solid #eee;white-space:pre-wrap" dir="auto">${escapeHtml(display(f.value).en)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1a17">` +
    `<h1 style="font-size:20px;color:#9e2a2b">${escapeHtml(options.titleEn)}</h1>` +
    `<h2 dir="rtl" style="font-size:18px;color:#9e2a2b">${escapeHtml(options.titleAr)}</h2>` +
    `<table cellspacing="0" style="border-collapse:collapse;font-size:14px">${rows}</table>` +
    `<p style="color:#5e5048;font-size:12px">${escapeHtml(options.footerEn ?? `${BRAND.fullName.en} website`)}</p>` +
    `</body></html>`;
  return { kind: options.kind, to: options.to, replyTo: options.replyTo, subject, text, html };
}
