import { formatAdminDate, formatAdminDateTime } from '@/lib/admin-format';
import { formatDollars } from '@/lib/format';
import type { InboxField } from '@/lib/inbox';

/** Looks up a key under the `admin` catalogue. */
export type AdminText = (key: string, values?: Record<string, string | number>) => string;

/** A detail value as text, the same on the screen and in the CSV export. */
export function inboxValueText(field: InboxField, t: AdminText): string {
  const { value } = field;
  if (value === null || value === '') return '';
  switch (field.format) {
    case 'enum':
      return t(`inbox.values.${field.group}.${String(value)}`);
    case 'bool':
      return t(value ? 'common.yes' : 'common.no');
    case 'money':
      return formatDollars(Number(value));
    case 'date':
      return formatAdminDate(String(value));
    case 'datetime':
      return formatAdminDateTime(String(value));
    case 'rating':
      return t('inbox.ratingValue', { rating: Number(value) });
    default:
      return String(value);
  }
}
