'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatKilobytes } from '@/lib/admin-format';
import { cn } from '@/lib/cn';
import { INBOX_STATUSES, type InboxField, type InboxKind, type InboxRow } from '@/lib/inbox';
import { inboxValueText } from '@/features/visitor-forms/rules/inbox-format';
import { inboxUpdateSchema } from '@/features/visitor-forms/schemas/inbox';
import { updateInboxEntry } from '@/server/browser-actions';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/controls';
import { useAdminForm } from '@/components/admin/use-admin-action';
import { useAdminText } from './use-admin-text';

const SAFE_URL = /^https?:\/\//i;

function FieldValue({ field }: { field: InboxField }) {
  const t = useAdminText();
  const text = inboxValueText(field, t);
  if (!text) return <span className="text-stone-500">—</span>;
  switch (field.format) {
    case 'email':
      return (
        <a href={`mailto:${text}`} className="break-all text-pomegranate underline">
          {text}
        </a>
      );
    case 'phone':
      return (
        <a href={`tel:${text.replace(/[^+\d]/g, '')}`} dir="ltr" className="text-pomegranate">
          {text}
        </a>
      );
    case 'url':
      return SAFE_URL.test(text) ? (
        <a
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-pomegranate underline"
        >
          {text}
        </a>
      ) : (
        <span className="break-all">{text}</span>
      );
    case 'long':
      return (
        <span dir="auto" className="block whitespace-pre-wrap">
          {text}
        </span>
      );
    case 'money':
      return (
        <span className="flex flex-wrap items-center gap-2">
          {text}
          {field.minimum !== undefined ? (
            <MinimumBadge value={Number(field.value)} minimum={field.minimum} />
          ) : null}
        </span>
      );
    default:
      return (
        <span dir="auto" className="break-words">
          {text}
        </span>
      );
  }
}

/** A franchise figure measured against the spec's minimum. */
export function MinimumBadge({ value, minimum }: { value: number; minimum: number }) {
  const t = useAdminText();
  const minimumText = inboxValueText({ key: 'minimum', value: minimum, format: 'money' }, t);
  return value >= minimum ? (
    <Badge variant="success">{t('inbox.meetsMinimum', { minimum: minimumText })}</Badge>
  ) : (
    <Badge variant="warning">{t('inbox.belowMinimum', { minimum: minimumText })}</Badge>
  );
}

/** Every field of a submission, and the form that sets its status and internal note. */
export function InboxDetail({
  kind,
  row,
  open,
  onOpenChange,
}: {
  kind: InboxKind;
  row: InboxRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('admin');
  const text = useAdminText();
  const form = useAdminForm({
    schema: inboxUpdateSchema,
    submit: updateInboxEntry,
    success: () => t('inbox.saved'),
    failure: t('inbox.saveFailed'),
    onSaved: () => onOpenChange(false),
  });
  const title = row ? row.name || text(`inbox.${kind}.anonymous`) : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
      title={title}
      description={row?.reference ? t('inbox.reference', { reference: row.reference }) : undefined}
      closeLabel={t('common.close')}
      className="max-w-2xl"
    >
      {row ? (
        <div className="grid gap-5">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {row.fields.map((field) => (
              <div key={field.key} className="contents">
                <dt className="font-medium text-stone-600">{text(`inbox.fields.${field.key}`)}</dt>
                <dd className="min-w-0">
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
            {row.attachment ? (
              <div className="contents">
                <dt className="font-medium text-stone-600">{t('inbox.fields.attachment')}</dt>
                <dd className="min-w-0">
                  <a
                    href={row.attachment.href}
                    className={cn(
                      buttonClass('outline', 'sm'),
                      'h-auto min-h-8 py-1 whitespace-normal',
                    )}
                    download={row.attachment.name}
                  >
                    <Download aria-hidden />
                    <span className="break-all">
                      {t('inbox.download', {
                        name: row.attachment.name,
                        size: formatKilobytes(row.attachment.size),
                      })}
                    </span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <form
            {...form.formProps}
            key={row.id}
            className="grid gap-4 border-t border-stone-200 pt-4"
          >
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={row.id} />
            <Field
              id="inbox-status"
              label={t('inbox.columns.status')}
              error={form.errorFor('status')}
            >
              {(control) => (
                <Select {...control} name="status" defaultValue={row.status}>
                  {INBOX_STATUSES[kind].map((status) => (
                    <option key={status} value={status}>
                      {text(`inbox.statuses.${status}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id="inbox-notes"
              label={text(`inbox.${kind}.notesLabel`)}
              hint={t('inbox.notesHint')}
              error={form.errorFor('notes')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="notes"
                  defaultValue={row.notes ?? ''}
                  rows={4}
                  dir="auto"
                />
              )}
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={form.pending}>
                {form.pending ? t('common.saving') : t('common.save')}
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </Dialog>
  );
}
