import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import type { NotifyForm } from '@/lib/site-settings';
import type { DbOrTx } from '@/server/db/client';
import { locationNames } from '@/server/locations/queries';
import { enqueueMail } from '@/server/mail/outbox';
import { staffNotification, type EmailField } from '@/server/mail/templates';
import { recipientsFor } from '@/server/settings/queries';
import type { SubmissionField } from './forms';

const labels = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'staffMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'staffMail' }),
};

type FieldKey = Parameters<(typeof labels)['en']>[0] & `fields.${string}`;
type Title = keyof (typeof en)['staffMail']['titles'];

/** A value as the staff e-mail shows it: amounts with thousands separators, the rest as stored. */
function mailValue(format: SubmissionField<unknown>['format'], value: EmailField['value']) {
  return format === 'money' && typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

/**
 * Puts the staff e-mail of a stored submission into the outbox (same transaction): every field of
 * its form that the e-mail shows, labelled in English and Arabic from the catalogues, to the
 * recipients the owners chose for the form, answerable to the visitor.
 */
export async function queueStaffMail<Row extends { email: string | null }>(
  tx: DbOrTx,
  form: {
    kind: string;
    recipients: NotifyForm;
    title: Title;
    titleValues: Record<string, string>;
    fields: SubmissionField<Row>[];
  },
  row: Row,
): Promise<void> {
  const names = await locationNames(tx);
  const fields = form.fields
    .filter((field) => field.inMail)
    .map((field) => {
      const key = `fields.${field.key}` as FieldKey;
      return {
        en: labels.en(key),
        ar: labels.ar(key),
        value: mailValue(field.format, field.read(row, names)),
      };
    });
  await enqueueMail(tx, [
    staffNotification({
      kind: form.kind,
      to: await recipientsFor(tx, form.recipients),
      replyTo: row.email,
      titleEn: labels.en(`titles.${form.title}`, form.titleValues),
      titleAr: labels.ar(`titles.${form.title}`, form.titleValues),
      fields,
    }),
  ]);
}
